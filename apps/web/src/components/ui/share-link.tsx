import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter, IconQrcode } from '@tabler/icons-react';
import { commonTexts } from '@timeapp/domain/common-texts';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { downloadFile } from '../../lib/download-file';
import { CopyLinkButton } from './copy-link-button';
import { qrPng, qrSvg } from './qr-code';
import classes from './share-link.module.css';

type Props = {
  /** The card's heading ('Your booking link'). */
  title: string;
  /** What the link is for, under the heading. */
  description?: string;
  /** The full address the link and its QR code carry. */
  url: string;
  /** The downloads' name without extension ('ponsonby-hair-studio-booking-qr'). */
  fileName: string;
  /** The printed page's heading, above the code ('Book with Ponsonby Hair Studio'). */
  printHeading: string;
};

/**
 * A link to share: shown, copied, and on request as a QR code to download (PNG, SVG) or print
 * for a counter or a window. One card for every link the app hands out (the business's booking
 * link, the referral link).
 */
export function ShareLinkCard({ title, description, url, fileName, printHeading }: Props) {
  // The code is drawn when asked for: the QR library stays off the page until then.
  const [wanted, setWanted] = useState(false);
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setSvg(null);
    qrSvg(url).then(
      (markup) => live && setSvg(markup),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [url, wanted]);

  const svgHref = svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null;

  const print = () => {
    // Mark this card before the dialog opens so the print styles show it alone.
    flushSync(() => setPrinting(true));
    window.print();
    setPrinting(false);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-label={title}
      className={printing ? classes.printing : undefined}
    >
      <Group align="flex-start" gap="lg" wrap="wrap">
        {svgHref ? (
          <img src={svgHref} alt={commonTexts.qrCodeFor(url)} className={classes.qr} />
        ) : wanted ? (
          // The code's place, kept while it is drawn (or empty if drawing failed).
          <div className={classes.qr} aria-hidden data-failed={failed || undefined} />
        ) : null}
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <Title order={2} size="h4" className={classes.screenOnly}>
            {title}
          </Title>
          <Title order={2} className={classes.printOnly}>
            {printHeading}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" className={classes.screenOnly}>
              {description}
            </Text>
          )}
          <Anchor href={url} target="_blank" rel="noopener" className={classes.link}>
            {url}
          </Anchor>
          <Group gap="xs" className={classes.screenOnly}>
            <CopyLinkButton value={url} />
            {wanted ? (
              <>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={16} />}
                  disabled={!svg}
                  onClick={() => qrPng(url).then((png) => downloadFile(png, `${fileName}.png`))}
                >
                  {commonTexts.downloadPng}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={16} />}
                  disabled={!svgHref}
                  onClick={() => svgHref && downloadFile(svgHref, `${fileName}.svg`)}
                >
                  {commonTexts.downloadSvg}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPrinter size={16} />}
                  disabled={!svg}
                  onClick={print}
                >
                  {commonTexts.print}
                </Button>
              </>
            ) : (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconQrcode size={16} />}
                onClick={() => setWanted(true)}
              >
                {commonTexts.showQrCode}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
