import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader, type SiteLink } from '../../../components/public/site-header';
import { HeroPreview } from '../../../components/public/hero-preview';
import { CardGrid, PageSection } from '../../../components/public/page-section';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';
import { ContactForm } from '../../../features/contact/components/contact-form';
import { planTerms } from '@timeapp/domain/plan';

const links: SiteLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Features', href: '#features' },
  { label: 'Pricing', href: '#pricing' },
  { label: 'How to use', href: '/howTo' },
  { label: 'Contact', href: '#contact' },
  { label: 'join', href: '/loginApp', cta: true },
];

const customerFeatures: Array<[string, string]> = [
  ['Search nearby', 'Find businesses by name, category, city or suburb.'],
  ['See what is free', 'Free slots show green, reserved ones red. Pick a time that suits you.'],
  ['Book with a reason', 'Tell the business what you need so they can prepare.'],
  [
    'Stay in the loop',
    'Your dashboard lists today’s and future appointments; you get an e-mail when a booking is accepted or declined.',
  ],
  [
    'Favourites and ratings',
    'Save the places you go back to and rate them from one to five stars.',
  ],
  [
    'Change of plans?',
    'Cancel an appointment with a short reason so the slot goes to someone else.',
  ],
];

const ownerFeatures: Array<[string, string]> = [
  [
    'Sections',
    'One business, many services: each section has its own days, hours, slot length and places per slot.',
  ],
  ['Not-available time', 'Block out lunch or a daily break so nobody books it.'],
  ['Request mode', 'For restaurants and the like: customers ask for any time, you confirm.'],
  [
    'Notifications',
    'Accept or reject pending requests in one tap; rejected customers are told why.',
  ],
  ['Calendar', 'A week view of everything booked, with dots on busy days.'],
  ['Rate customers', 'Keep a note of reliable customers with a simple star rating.'],
];

export default function TimeAppRoute() {
  return (
    <PublicPage
      title="TimeApp – the appointment app"
      header={<SiteHeader brand="TimeApp" links={links} />}
      footer={<SiteFooter />}
    >
      <section className={styles.hero}>
        <div className={`${styles.container} ${styles.heroGrid}`}>
          <div>
            <h1>The appointment app for busy Kiwis</h1>
            <p className={styles.lead}>
              Customers book in seconds. Owners accept, reject and plan their week without the phone
              ringing off the hook. TimeApp is in beta and free to try.
            </p>
            <div className={styles.actions}>
              <a className={styles.button} href="/register">
                Sign up free
              </a>
              <a className={styles.buttonGhost} href="/howTo">
                Read the guide
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
        title="For customers"
        intro="Free, always. All you need is a verified e-mail address."
      >
        <CardGrid items={customerFeatures} />
      </PageSection>

      <PageSection
        alt
        title="For business owners"
        intro="Tick “Register my Business” when you sign up and you are set up in minutes."
      >
        <CardGrid items={ownerFeatures} />
      </PageSection>

      <PageSection id="pricing" title="Pricing" layout="measure">
        <ul>
          <li>Customers: free.</li>
          {planTerms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <p>
          The full details are in our <a href="/terms-and-conditions">terms and conditions</a>.
        </p>
      </PageSection>

      <PageSection
        id="contact"
        alt
        title="Contact us"
        intro="We are a small New Zealand team and read every message. Expect a reply within two working days."
        layout="split"
        aside={<ContactForm />}
      />
    </PublicPage>
  );
}
