import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader, type SiteLink } from '../../../components/public/site-header';
import { HeroPreview } from '../../../components/public/hero-preview';
import { CardGrid, PageSection } from '../../../components/public/page-section';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';
import { ContactForm } from '../../../features/contact/components/contact-form';
import { planWording } from '@timeapp/domain/plan';

const links: SiteLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Features', href: '#features' },
  { label: 'Download', href: '#download' },
  { label: 'Contact', href: '#contact' },
  { label: 'join', href: '/loginApp', cta: true },
];

const services: Array<[string, string]> = [
  [
    'Online booking, day and night',
    'Customers see free times in green and taken times in red, and book in a few taps – even when you are closed.',
  ],
  [
    'Requests you decide on',
    'Every booking lands in your notifications. Accept or reject it, and the customer hears from us straight away.',
  ],
  [
    'Sections for every service',
    'Run a salon with two chairs, a clinic with three rooms or a restaurant that takes table requests: each section has its own days, hours and slot length.',
  ],
  [
    'Found by locals',
    'Customers search by name, category, city or suburb, save favourites and leave star ratings.',
  ],
];

const testimonials = [
  {
    quote:
      'Since we put TimeApp on our Facebook page the phone has gone quiet – in a good way. Clients book their own cuts and I see the day at a glance.',
    name: 'Aroha T.',
    role: 'Salon owner, Hamilton',
  },
  {
    quote:
      'I used to play phone tag to get my car serviced. Now I pick a time on the bus and get an e-mail when the garage confirms.',
    name: 'Daniel M.',
    role: 'Customer, Wellington',
  },
  {
    quote:
      'The request mode suits our café: people ask for a table time, we confirm when we know we can seat them. Simple and free while we trial it.',
    name: 'Mei L.',
    role: 'Café manager, Christchurch',
  },
];

export default function LandingRoute() {
  return (
    <PublicPage
      title="TimeApp – online appointment booking for New Zealand businesses"
      header={<SiteHeader brand="TimeApp" links={links} />}
      footer={<SiteFooter />}
    >
      <section className={styles.hero}>
        <div className={`${styles.container} ${styles.heroGrid}`}>
          <div>
            <h1>Bookings that look after themselves</h1>
            <p className={styles.lead}>
              TimeApp connects New Zealand customers with the local businesses they love. Customers
              book in seconds; owners stay in control of every appointment. Free for customers, and
              a free trial of {planWording.trial} for businesses.
            </p>
            <div className={styles.actions}>
              <a className={styles.button} href="/register">
                Create a free account
              </a>
              <a className={styles.buttonGhost} href="/time-app">
                See how it works
              </a>
            </div>
          </div>
          <div className={styles.heroAside}>
            <HeroPreview />
          </div>
        </div>
      </section>

      <PageSection
        id="features"
        title="What TimeApp does for you"
        intro="One place for customers to find and book, and for owners to manage their day."
      >
        <CardGrid items={services} />
      </PageSection>

      <PageSection
        id="download"
        alt
        title="Get TimeApp on your phone"
        intro="TimeApp runs in the browser on any phone, tablet or computer – nothing to install from a store while we are in beta."
        layout="split"
        aside={
          <ol>
            <li>Open TimeApp in Safari (iPhone) or Chrome (Android).</li>
            <li>Tap Share (iPhone) or the menu ⋮ (Android).</li>
            <li>Choose “Add to Home Screen”. TimeApp now opens like any other app.</li>
          </ol>
        }
      />

      <PageSection title="What people say" intro="Early users from around the motu.">
        <div className={styles.grid}>
          {testimonials.map((t) => (
            <figure key={t.name} className={`${styles.card} ${styles.quote}`}>
              <blockquote>“{t.quote}”</blockquote>
              <figcaption>
                {t.name}
                <span>{t.role}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </PageSection>

      <PageSection
        id="contact"
        alt
        title="Contact us"
        intro={`Questions about TimeApp, a bug to report (it adds ${planWording.bugReportExtension} to a business trial) or an idea? Send us a message and we will reply within two working days.`}
        layout="split"
        aside={<ContactForm />}
      />
    </PublicPage>
  );
}
