import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader, type SiteLink } from '../../../components/public/site-header';
import { HeroPreview } from '../../../components/public/hero-preview';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';
import { ContactForm } from '../../../features/contact/components/contact-form';

const links: SiteLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Features', href: '#features' },
  { label: 'Download', href: '#download' },
  { label: 'Contact', href: '#contact' },
  { label: 'join', href: '/loginApp', cta: true },
];

const services = [
  {
    title: 'Online booking, day and night',
    text: 'Customers see free times in green and taken times in red, and book in a few taps – even when you are closed.',
  },
  {
    title: 'Requests you decide on',
    text: 'Every booking lands in your notifications. Accept or reject it, and the customer hears from us straight away.',
  },
  {
    title: 'Sections for every service',
    text: 'Run a salon with two chairs, a clinic with three rooms or a restaurant that takes table requests: each section has its own days, hours and slot length.',
  },
  {
    title: 'Found by locals',
    text: 'Customers search by name, category, city or suburb, save favourites and leave star ratings.',
  },
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
              TimeApp connects New Zealand customers with the local businesses they love. Customers book in
              seconds; owners stay in control of every appointment. Free for customers, and a free three-month
              trial for businesses.
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

      <section id="features" className={styles.section} aria-labelledby="features-title">
        <div className={styles.container}>
          <h2 id="features-title">What TimeApp does for you</h2>
          <p className={styles.sectionIntro}>
            One place for customers to find and book, and for owners to manage their day.
          </p>
          <div className={styles.grid}>
            {services.map((s) => (
              <article key={s.title} className={styles.card}>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section id="download" className={`${styles.section} ${styles.alt}`} aria-labelledby="download-title">
        <div className={`${styles.container} ${styles.split}`}>
          <div>
            <h2 id="download-title">Get TimeApp on your phone</h2>
            <p className={styles.sectionIntro}>
              TimeApp runs in the browser on any phone, tablet or computer – nothing to install from a store
              while we are in beta.
            </p>
          </div>
          <ol>
            <li>Open TimeApp in Safari (iPhone) or Chrome (Android).</li>
            <li>Tap Share (iPhone) or the menu ⋮ (Android).</li>
            <li>Choose “Add to Home Screen”. TimeApp now opens like any other app.</li>
          </ol>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="testimonials-title">
        <div className={styles.container}>
          <h2 id="testimonials-title">What people say</h2>
          <p className={styles.sectionIntro}>Early users from around the motu.</p>
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
        </div>
      </section>

      <section id="contact" className={`${styles.section} ${styles.alt}`} aria-labelledby="contact-title">
        <div className={`${styles.container} ${styles.split}`}>
          <div>
            <h2 id="contact-title">Contact us</h2>
            <p className={styles.sectionIntro}>
              Questions about TimeApp, a bug to report (it adds two weeks to a business trial) or an idea?
              Send us a message and we will reply within two working days.
            </p>
          </div>
          <ContactForm />
        </div>
      </section>
    </PublicPage>
  );
}
