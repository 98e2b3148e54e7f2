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
      title={`${title} – TimeApp`}
      header={
        <SiteHeader
          brand="TimeApp"
          links={[
            { label: 'Home', href: '/' },
            { label: 'How to use', href: '/howTo' },
            { label: 'join', href: '/loginApp', cta: true },
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
          <em>Last updated {updated}</em>
        </p>
        {children}
      </article>
    </PublicPage>
  );
}
