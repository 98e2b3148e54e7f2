import { messages, screenTexts } from '@timeapp/domain/messages';
import { notFoundTexts as t } from '@timeapp/domain/not-found-texts';
import { publicTexts } from '@timeapp/domain/public-texts';
import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader } from '../../../components/public/site-header';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';

export default function NotFoundRoute() {
  return (
    <PublicPage
      title={publicTexts.pageTitle(messages.pageNotFound)}
      header={
        <SiteHeader
          brand={publicTexts.brands.timeApp}
          links={[{ label: publicTexts.join, href: '/loginApp', cta: true }]}
        />
      }
      footer={<SiteFooter />}
    >
      <section className={styles.section}>
        <div className={`${styles.container} ${styles.measure}`}>
          <h1>{messages.pageNotFound}</h1>
          <p>{t.explanation}</p>
          <div className={styles.actions}>
            <a className={styles.button} href="/">
              {messages.goHome}
            </a>
            <a className={styles.buttonGhost} href="/loginApp">
              {screenTexts.login.title}
            </a>
          </div>
        </div>
      </section>
    </PublicPage>
  );
}
