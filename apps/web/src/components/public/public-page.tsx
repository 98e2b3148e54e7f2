import { messages } from '@timeapp/domain/messages';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import styles from './public.module.css';
import { useHashScroll } from './use-hash-scroll';

type Props = {
  title: string;
  header: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Page accent colour (the sister sites each have their own). */
  accent?: string;
  accentSoft?: string;
};

/** Frame of a public page: sets the tab title, header, main landmark, footer. */
export function PublicPage({ title, header, children, footer, accent, accentSoft }: Props) {
  useHashScroll();
  useEffect(() => {
    document.title = title;
  }, [title]);
  const style = {
    ...(accent ? { '--accent': accent, '--accent-dark': accent } : {}),
    ...(accentSoft ? { '--accent-soft': accentSoft } : {}),
  } as CSSProperties;
  return (
    <div className={styles.page} style={style}>
      <a href="#main" className="skip-link">
        {messages.skipToContent}
      </a>
      {header}
      <main id="main" className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
