import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader, type SiteLink } from '../../../components/public/site-header';
import { CardGrid, PageSection } from '../../../components/public/page-section';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';

const links: SiteLink[] = [
  { label: 'Solutions', href: '#solutions' },
  { label: 'How we work', href: '#process' },
  { label: 'About', href: '#about' },
  { label: 'Contact', href: '/time-app#contact', cta: true },
];

const solutions: Array<[string, string]> = [
  [
    'Cold-chain monitoring',
    'Temperature and humidity sensors for chillers, freezers and vaccine fridges, with text alerts before stock is at risk.',
  ],
  [
    'Smart farming',
    'Water-trough levels, soil moisture and gate sensors on long-range LoRaWAN, so you check the farm from the ute.',
  ],
  [
    'Building insights',
    'Occupancy, air quality (CO₂) and energy use for offices and schools, on one simple dashboard.',
  ],
  [
    'Asset tracking',
    'GPS and Bluetooth trackers for trailers, tools and equipment, with geofence alerts.',
  ],
];

export default function WhoWeRoute() {
  return (
    <PublicPage
      title="WhoWe IoT – connected sensors for New Zealand businesses"
      accent="#5b3cc4"
      accentSoft="#efeafc"
      header={<SiteHeader brand="WhoWe IoT" brandHref="/whowe" links={links} />}
      footer={<SiteFooter owner="WhoWe IoT, a TimeApp sister company" />}
    >
      <section className={styles.hero}>
        <div className={styles.container}>
          <h1>Know what is happening, wherever it happens</h1>
          <p className={styles.lead}>
            WhoWe designs, installs and supports Internet of Things systems for farms, food
            businesses and buildings – sensors, connectivity and dashboards from one New Zealand
            team.
          </p>
        </div>
      </section>

      <PageSection
        id="solutions"
        title="Solutions"
        intro="Proven hardware, local support and your data stays yours."
      >
        <CardGrid items={solutions} />
      </PageSection>

      <PageSection id="process" alt title="How we work" layout="measure">
        <ol>
          <li>
            <strong>Site visit</strong> – we look at what you need to measure and how devices will
            connect.
          </li>
          <li>
            <strong>Pilot</strong> – a few sensors for a month, so you see real data before you
            commit.
          </li>
          <li>
            <strong>Roll-out</strong> – installation, alerts set up with your team, and training.
          </li>
          <li>
            <strong>Support</strong> – monitoring of the devices themselves, battery swaps and
            updates.
          </li>
        </ol>
      </PageSection>

      <PageSection id="about" title="About WhoWe" layout="measure">
        <p>
          We are engineers and makers who grew up on farms and in small businesses. We build the
          kind of systems we wanted ourselves: robust, easy to understand and priced for New
          Zealand. WhoWe is part of the same family as <a href="/time-app">TimeApp</a>.
        </p>
        <p>
          Want to talk about a project? <a href="/time-app#contact">Get in touch</a>.
        </p>
      </PageSection>
    </PublicPage>
  );
}
