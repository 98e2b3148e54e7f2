/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (The pragmas: the server also runs from the repository's root with `node --import tsx`
// (npm run dev, the browser suite), where apps/server/tsconfig.json's `jsx` is not read.)
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { mailTexts } from '@timeapp/domain/mail-texts';
import type { AppContext } from '../../lib/context.ts';
import type { MailBody } from '../../db/json-columns.ts';
import type { MailContent } from './outbox.ts';

type LayoutProps = Omit<MailContent, 'to' | 'subject' | 'replyTo'> & { product: string };

// The doctype @react-email/render writes before the markup, kept for the mail clients.
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

const font = 'Helvetica, Arial, sans-serif';
const styles = {
  body: { backgroundColor: '#f4f5f7', margin: 0, padding: '24px 0', fontFamily: font },
  container: {
    backgroundColor: '#ffffff',
    maxWidth: '560px',
    margin: '0 auto',
    padding: '24px 32px',
    borderRadius: '8px',
  },
  product: { fontSize: '14px', color: '#1c7ed6', margin: '0 0 16px', fontWeight: 700 },
  business: { fontSize: '20px', color: '#212529', margin: '0 0 16px' },
  line: { fontSize: '16px', lineHeight: '24px', color: '#212529', margin: '0 0 12px' },
  button: {
    backgroundColor: '#1c7ed6',
    color: '#ffffff',
    borderRadius: '6px',
    padding: '12px 20px',
    fontSize: '16px',
    fontWeight: 600,
    textDecoration: 'none',
    display: 'inline-block',
    margin: '8px 0 16px',
  },
  hr: { borderColor: '#dee2e6', margin: '16px 0' },
  footer: { fontSize: '12px', lineHeight: '18px', color: '#868e96', margin: 0 },
} as const;

/** The one layout of every e-mail: product, business, lines, one button, footer. */
function MailLayout({ product, businessName, lines, link }: LayoutProps) {
  // The inbox's preview line: the first line that says something, not the greeting.
  const preview = lines.find((line) => !line.endsWith(',')) ?? lines[0];
  return (
    <Html lang="en">
      <Head />
      {preview ? <Preview>{preview}</Preview> : null}
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.product}>{product}</Text>
          {businessName ? (
            <Heading as="h1" style={styles.business}>
              {businessName}
            </Heading>
          ) : null}
          {lines.map((line, i) => (
            <Text key={i} style={styles.line}>
              {line}
            </Text>
          ))}
          {link ? (
            <Button href={link.url} style={styles.button}>
              {link.label}
            </Button>
          ) : null}
          <Hr style={styles.hr} />
          <Text style={styles.footer}>{mailTexts.mailFooter(product)}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The text part, written from the same content as the layout: product, business, lines, the
 * button as 'label url', a rule and the footer. Not converted from the HTML: parsing it back
 * cost more CPU than rendering it (bench/README.md).
 */
function plainText(product: string, content: MailBody): string {
  const { businessName, lines, link } = content;
  return `${[
    product,
    ...(businessName ? [businessName] : []),
    ...lines,
    ...(link ? [`${link.label} ${link.url}`] : []),
    '-'.repeat(40),
    mailTexts.mailFooter(product),
  ].join('\n\n')}\n`;
}

/**
 * The HTML and plain-text parts of an e-mail, from the one layout
 * (docs/decisions/029-html-mails-and-reminders.md), when the outbox worker sends it, never in
 * the request that queued it. Text is escaped by React, never pasted.
 */
export async function renderMail(
  ctx: AppContext,
  content: MailBody,
): Promise<{ html: string; text: string }> {
  const { lines, link, businessName } = content;
  const product = ctx.config.productName;
  // The renderer (react-dom/server) loads with the first e-mail, not at start. Static markup,
  // not @react-email/render's stream: the same HTML without React's hydration markers, at a
  // quarter of the CPU (2.4 -> 0.6 ms per e-mail; bench/README.md, 'Lists and booking').
  const { renderToStaticMarkup } = await import('react-dom/server');
  const html = `${DOCTYPE}${renderToStaticMarkup(
    <MailLayout product={product} businessName={businessName} lines={lines} link={link} />,
  )}`;
  return { html, text: plainText(product, content) };
}
