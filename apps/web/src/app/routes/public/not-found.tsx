import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader } from '../../../components/public/site-header';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';

export default function NotFoundRoute() {
  return (
    <PublicPage
      title="Page not found – TimeApp"
      header={
        <SiteHeader brand="TimeApp" links={[{ label: 'join', href: '/loginApp', cta: true }]} />
      }
      footer={<SiteFooter />}
    >
      <section className={styles.section}>
        <div className={`${styles.container} ${styles.measure}`}>
          <h1>Page not found</h1>
          <p>Sorry, we could not find that page. It may have moved, or the link may be mistyped.</p>
          <div className={styles.actions}>
            <a className={styles.button} href="/">
              Go to the home page
            </a>
            <a className={styles.buttonGhost} href="/loginApp">
              Login
            </a>
          </div>
        </div>
      </section>
    </PublicPage>
  );
}
