import { publicTexts as t } from '@timeapp/domain/public-texts';
import styles from './public.module.css';

type Props = { owner?: string };

/** Footer of the public pages, with the legal links. */
export function SiteFooter({ owner = t.brands.timeApp }: Props) {
  return (
    <footer className={styles.footer}>
      <div className={`${styles.container} ${styles.footerInner}`}>
        <p style={{ margin: 0 }}>{t.copyright(new Date().getFullYear(), owner)}</p>
        <nav aria-label={t.legalNav}>
          <ul>
            <li>
              <a href="/terms-and-conditions">{t.terms}</a>
            </li>
            <li>
              <a href="/privacy-policy">{t.privacy}</a>
            </li>
            <li>
              <a href="/howTo">{t.howToUseTimeApp}</a>
            </li>
            <li>
              <a href="/time-app#contact">{t.contact}</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
