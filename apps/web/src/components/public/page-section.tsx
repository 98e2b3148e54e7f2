import { useId, type ReactNode } from 'react';
import styles from './public.module.css';

type Props = {
  id?: string;
  title: string;
  /** The lead paragraph under the heading. */
  intro?: ReactNode;
  /** A tinted band, alternating with plain ones down the page. */
  alt?: boolean;
  /** Narrow text column ('measure'), or heading and text beside `aside` ('split'). */
  layout?: 'measure' | 'split';
  aside?: ReactNode;
  children?: ReactNode;
};

/** One titled band of a public page: heading, optional lead paragraph, then its content. */
export function PageSection({ id, title, intro, alt, layout, aside, children }: Props) {
  const headingId = useId();
  const text = (
    <>
      <h2 id={headingId}>{title}</h2>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      {children}
    </>
  );
  return (
    <section
      id={id}
      className={alt ? `${styles.section} ${styles.alt}` : styles.section}
      aria-labelledby={headingId}
    >
      <div className={layout ? `${styles.container} ${styles[layout]}` : styles.container}>
        {layout === 'split' ? (
          <>
            <div>{text}</div>
            {aside}
          </>
        ) : (
          text
        )}
      </div>
    </section>
  );
}

/** Cards of a heading and a sentence each. */
export function CardGrid({
  items,
}: {
  items: ReadonlyArray<readonly [title: string, text: string]>;
}) {
  return (
    <div className={styles.grid}>
      {items.map(([title, text]) => (
        <article key={title} className={styles.card}>
          <h3>{title}</h3>
          <p>{text}</p>
        </article>
      ))}
    </div>
  );
}
