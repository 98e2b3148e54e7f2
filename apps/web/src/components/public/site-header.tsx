import { messages } from '@timeapp/domain/messages';
import { publicTexts as t } from '@timeapp/domain/public-texts';
import { useId, useState } from 'react';
import styles from './public.module.css';

export type SiteLink = { label: string; href: string; cta?: boolean; external?: boolean };

type Props = { brand: string; brandHref?: string; links: SiteLink[] };

/** Header of the public pages: plain links (full page loads), a menu button on small screens. */
export function SiteHeader({ brand, brandHref = '/', links }: Props) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  return (
    <header className={styles.header}>
      <div className={`${styles.container} ${styles.headerInner}`}>
        <a className={styles.brand} href={brandHref}>
          {brand}
        </a>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? messages.close : t.menu}
        </button>
        <nav
          id={navId}
          aria-label={t.mainNav}
          className={`${styles.nav} ${open ? styles.navOpen : ''}`}
        >
          <ul>
            {links.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  className={link.cta ? styles.cta : undefined}
                  onClick={() => setOpen(false)}
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
