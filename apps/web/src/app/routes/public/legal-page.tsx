import { messages } from '@timeapp/domain/messages';
import { publicTexts as t } from '@timeapp/domain/public-texts';
import type { ReactNode } from 'react';
import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader } from '../../../components/public/site-header';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';

/** Frame shared by the two legal pages. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <PublicPage
      title={t.pageTitle(title)}
      header={
        <SiteHeader
          brand={t.brands.timeApp}
          links={[
            { label: t.home, href: '/' },
            { label: messages.howToUse, href: '/howTo' },
            { label: t.join, href: '/loginApp', cta: true },
          ]}
        />
      }
      footer={<SiteFooter />}
    >
      <article
        className={`${styles.container} ${styles.narrow} ${styles.prose}`}
        style={{ paddingBottom: '3rem' }}
      >
        <h1>{title}</h1>
        <p>
          <em>{t.lastUpdated(updated)}</em>
        </p>
        {children}
      </article>
    </PublicPage>
  );
}

/** A legal page's bulleted list. */
export function LegalList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
