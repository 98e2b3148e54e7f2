import { itAppTexts as t } from '@timeapp/domain/it-app-texts';
import { publicTexts } from '@timeapp/domain/public-texts';
import { useState, type FormEvent } from 'react';
import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader, type SiteLink } from '../../../components/public/site-header';
import { CardGrid, PageSection } from '../../../components/public/page-section';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';

const links: SiteLink[] = [
  { label: publicTexts.home, href: '#home' },
  { label: t.service, href: '#service' },
  { label: publicTexts.about, href: '#about' },
  { label: t.ourClients, href: '#clients' },
  { label: t.ourProducts, href: '#products' },
  { label: t.whoWeAre, href: '#who' },
];

// A simple address check only: these forms are not connected to anything yet
// (docs/product-rules.md 2.1), and the visitor is told so rather than left wondering.
const looksLikeEmail = (value: string) => /^\S+@\S+$/.test(value.trim());

function StaticEmailForm({ id, label, button }: { id: string; label: string; button: string }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'invalid' | 'noted'>('idle');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setState(looksLikeEmail(email) ? 'noted' : 'invalid');
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-label`}>
      <div className={styles.field}>
        <label id={`${id}-label`} htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          type="email"
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setState('idle');
          }}
          aria-invalid={state === 'invalid'}
          aria-describedby={`${id}-status`}
        />
      </div>
      <div id={`${id}-status`} role="status">
        {state === 'invalid' && <p className={styles.fieldError}>{t.emailInvalid}</p>}
        {state === 'noted' && (
          <p className={styles.note}>
            {t.notConnected} <a href="/time-app#contact">{publicTexts.contactFormLink}</a>{' '}
            {t.instead}
          </p>
        )}
      </div>
      <button type="submit" className={styles.button}>
        {button}
      </button>
    </form>
  );
}

export default function ItAppRoute() {
  return (
    <PublicPage
      title={t.title}
      accent="#0b5cad"
      accentSoft="#e6f0fb"
      header={<SiteHeader brand={publicTexts.brands.aoteaIt} brandHref="/it-app" links={links} />}
      footer={<SiteFooter owner={t.footerOwner} />}
    >
      <section id="home" className={styles.hero}>
        <div className={styles.container}>
          <h1>{t.heading}</h1>
          <p className={styles.lead}>{t.lead}</p>
          <div className={styles.actions}>
            <a className={styles.button} href="#products">
              {t.ourProductsButton}
            </a>
            <a className={styles.buttonGhost} href="#who">
              {t.whoWeAre}
            </a>
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-label={t.inNumbers}>
        <div className={`${styles.container} ${styles.stats}`}>
          {t.stats.map(([value, label]) => (
            <p key={label} className={styles.stat}>
              <strong>{value}</strong>
              {label}
            </p>
          ))}
        </div>
      </section>

      <PageSection id="service" title={t.service}>
        <CardGrid items={t.services} />
      </PageSection>

      <PageSection
        id="about"
        alt
        title={publicTexts.about}
        layout="split"
        aside={<StaticEmailForm id="quote-email" label={t.quoteEmail} button={t.requestQuote} />}
      >
        <p>{t.about}</p>
      </PageSection>

      <PageSection id="clients" title={t.ourClients} intro={t.clientsIntro}>
        <ul className={styles.grid} style={{ listStyle: 'none', padding: 0 }}>
          {t.clients.map((c) => (
            <li key={c} className={styles.card}>
              {c}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="products" alt title={t.ourProducts}>
        <div className={styles.grid}>
          <article className={styles.card}>
            <h3>{publicTexts.brands.timeApp}</h3>
            <p>{t.timeAppText}</p>
            <p>
              <a href="/time-app">{t.visitTimeApp}</a>
            </p>
          </article>
          <article className={styles.card}>
            <h3>{t.touristApi}</h3>
            <p>{t.touristApiText}</p>
            <p>
              <a href="https://www.newzealand.com/" target="_blank" rel="noopener noreferrer">
                {t.seeTouristSite}
              </a>
            </p>
          </article>
          <article className={styles.card}>
            <h3>{t.upcoming}</h3>
            <p>{t.upcomingText}</p>
            <p>
              <em>{t.comingSoon}</em>
            </p>
          </article>
        </div>
      </PageSection>

      <PageSection
        id="who"
        title={t.whoWeAre}
        layout="split"
        aside={
          <StaticEmailForm id="newsletter-email" label={t.newsletterEmail} button={t.subscribe} />
        }
      >
        <p>
          {t.whoWeAreText} <a href="/whowe">{publicTexts.brands.whoWe}</a> {t.andLookAfter}{' '}
          <a href="/clean">{publicTexts.brands.kiwiFresh}</a>
          {t.onlineBookings}
        </p>
      </PageSection>
    </PublicPage>
  );
}
