import { useState, type FormEvent } from 'react';
import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader, type SiteLink } from '../../../components/public/site-header';
import { CardGrid, PageSection } from '../../../components/public/page-section';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';

const links: SiteLink[] = [
  { label: 'Home', href: '#home' },
  { label: 'Service', href: '#service' },
  { label: 'About', href: '#about' },
  { label: 'Our Clients', href: '#clients' },
  { label: 'Our Products', href: '#products' },
  { label: 'Who we are', href: '#who' },
];

const stats = [
  ['120K', 'customers'],
  ['1890+', 'issues resolved'],
  ['250K', 'projects'],
  ['786+', 'awards'],
];

const services: Array<[string, string]> = [
  [
    'Web and mobile apps',
    'React, TypeScript and native apps built to last, with tests and documentation.',
  ],
  [
    'Cloud and DevOps',
    'Migrations, CI/CD pipelines and monitoring on AWS, Azure or local NZ data centres.',
  ],
  [
    'APIs and integrations',
    'Connect your booking, accounting and CRM systems so data flows on its own.',
  ],
  [
    'Support and maintenance',
    'Security updates, backups and a help desk that answers in NZ hours.',
  ],
];

const clients = [
  'Regional councils',
  'Tourism operators',
  'Health clinics',
  'Retail chains',
  'Schools and kura',
  'Start-ups',
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
        {state === 'invalid' && (
          <p className={styles.fieldError}>
            Please enter an e-mail address with an @ and no spaces.
          </p>
        )}
        {state === 'noted' && (
          <p className={styles.note}>
            Thank you! This form is not connected yet, so nothing was sent. Please write to us
            through the <a href="/time-app#contact">contact form</a> instead.
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
      title="Aotea IT – software and cloud for New Zealand organisations"
      accent="#0b5cad"
      accentSoft="#e6f0fb"
      header={<SiteHeader brand="Aotea IT" brandHref="/it-app" links={links} />}
      footer={<SiteFooter owner="Aotea IT, the team behind TimeApp" />}
    >
      <section id="home" className={styles.hero}>
        <div className={styles.container}>
          <h1>Software that works as hard as you do</h1>
          <p className={styles.lead}>
            We design, build and look after web apps, integrations and cloud systems for New Zealand
            businesses, councils and not-for-profits.
          </p>
          <div className={styles.actions}>
            <a className={styles.button} href="#products">
              Our products
            </a>
            <a className={styles.buttonGhost} href="#who">
              Who we are
            </a>
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-label="In numbers">
        <div className={`${styles.container} ${styles.stats}`}>
          {stats.map(([value, label]) => (
            <p key={label} className={styles.stat}>
              <strong>{value}</strong>
              {label}
            </p>
          ))}
        </div>
      </section>

      <PageSection id="service" title="Service">
        <CardGrid items={services} />
      </PageSection>

      <PageSection
        id="about"
        alt
        title="About"
        layout="split"
        aside={
          <StaticEmailForm
            id="quote-email"
            label="Get a free quote – your e-mail"
            button="Request a quote"
          />
        }
      >
        <p>
          Small teams, senior people, plain English. We start every project by understanding the
          people who will use what we build, ship early and improve in short steps.
        </p>
      </PageSection>

      <PageSection
        id="clients"
        title="Our Clients"
        intro="We work with organisations of every size across Aotearoa."
      >
        <ul className={styles.grid} style={{ listStyle: 'none', padding: 0 }}>
          {clients.map((c) => (
            <li key={c} className={styles.card}>
              {c}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="products" alt title="Our Products">
        <div className={styles.grid}>
          <article className={styles.card}>
            <h3>TimeApp</h3>
            <p>Online appointment booking for customers and businesses.</p>
            <p>
              <a href="/time-app">Visit TimeApp →</a>
            </p>
          </article>
          <article className={styles.card}>
            <h3>Tourist attraction API</h3>
            <p>
              Up-to-date attractions, opening hours and locations for travel apps and visitor
              centres.
            </p>
            <p>
              <a href="https://www.newzealand.com/" target="_blank" rel="noopener noreferrer">
                See the tourist site →
              </a>
            </p>
          </article>
          <article className={styles.card}>
            <h3>Upcoming product</h3>
            <p>Something new is on the workbench. Join the newsletter below to hear first.</p>
            <p>
              <em>Coming soon</em>
            </p>
          </article>
        </div>
      </PageSection>

      <PageSection
        id="who"
        title="Who we are"
        layout="split"
        aside={
          <StaticEmailForm
            id="newsletter-email"
            label="Newsletter – your e-mail"
            button="Subscribe"
          />
        }
      >
        <p>
          A New Zealand-owned team of developers, designers and support staff. We also run{' '}
          <a href="/whowe">WhoWe IoT</a> and look after <a href="/clean">Kiwi Fresh Cleaning</a>’s
          online bookings.
        </p>
      </PageSection>
    </PublicPage>
  );
}
