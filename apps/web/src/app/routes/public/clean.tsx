import { cleanTexts as t } from '@timeapp/domain/clean-texts';
import { publicTexts } from '@timeapp/domain/public-texts';
import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader, type SiteLink } from '../../../components/public/site-header';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';

const links: SiteLink[] = [
  { label: t.nav.airbnb, href: '#airbnb' },
  { label: t.nav.coop, href: '#coop' },
  { label: t.nav.carpet, href: '#carpet' },
  { label: t.nav.head, href: '#head' },
  { label: publicTexts.about, href: '#about' },
  { label: t.nav.bookWithTimeApp, href: '/time-app', cta: true },
];

/** The service bands, by their anchors (their texts: cleanTexts.services). */
const serviceIds = ['airbnb', 'coop', 'carpet', 'head'] as const;

export default function CleanRoute() {
  return (
    <PublicPage
      title={t.title}
      accent="#0f7b6c"
      accentSoft="#e3f4f1"
      header={<SiteHeader brand={publicTexts.brands.kiwiFresh} brandHref="/clean" links={links} />}
      footer={<SiteFooter owner={t.footerOwner} />}
    >
      <section className={styles.hero}>
        <div className={styles.container}>
          <h1>{t.heading}</h1>
          <p className={styles.lead}>{t.lead}</p>
          <div className={styles.actions}>
            <a className={styles.button} href="/loginApp">
              {t.bookAClean}
            </a>
            <a className={styles.buttonGhost} href="#about">
              {t.aboutUs}
            </a>
          </div>
        </div>
      </section>

      {serviceIds.map((id, i) => {
        const s = t.services[id];
        return (
          <section
            key={id}
            id={id}
            className={`${styles.section} ${i % 2 ? styles.alt : ''}`}
            aria-labelledby={`${id}-title`}
          >
            <div className={`${styles.container} ${styles.split}`}>
              <div>
                <h2 id={`${id}-title`}>{s.title}</h2>
                <p>{s.text}</p>
              </div>
              <ul className={styles.card}>
                {s.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          </section>
        );
      })}

      <section id="about" className={styles.section} aria-labelledby="about-title">
        <div className={`${styles.container} ${styles.measure}`}>
          <h2 id="about-title">{t.aboutUs}</h2>
          <p>{t.about}</p>
          <p>
            {t.questions} <a href="/time-app#contact">{t.sendUsAMessage}</a> {t.backWithinADay}
          </p>
        </div>
      </section>
    </PublicPage>
  );
}
