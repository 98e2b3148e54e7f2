import styles from './public.module.css';

type Props = { owner?: string };

/** Footer of the public pages, with the legal links. */
export function SiteFooter({ owner = 'TimeApp' }: Props) {
  return (
    <footer className={styles.footer}>
      <div className={`${styles.container} ${styles.footerInner}`}>
        <p style={{ margin: 0 }}>
          © {new Date().getFullYear()} {owner}. Made in Aotearoa New Zealand.
        </p>
        <nav aria-label="Legal and help">
          <ul>
            <li>
              <a href="/terms-and-conditions">Terms and conditions</a>
            </li>
            <li>
              <a href="/privacy-policy">Privacy policy</a>
            </li>
            <li>
              <a href="/howTo">How to use TimeApp</a>
            </li>
            <li>
              <a href="/time-app#contact">Contact</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
