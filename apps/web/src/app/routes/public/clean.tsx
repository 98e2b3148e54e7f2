import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader, type SiteLink } from '../../../components/public/site-header';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';

const links: SiteLink[] = [
  { label: 'Airbnb', href: '#airbnb' },
  { label: 'Co-op', href: '#coop' },
  { label: 'Carpet', href: '#carpet' },
  { label: 'Headquarters', href: '#head' },
  { label: 'About', href: '#about' },
  { label: 'Book with TimeApp', href: '/time-app', cta: true },
];

const services = [
  {
    id: 'airbnb',
    title: 'Airbnb and holiday-home turnovers',
    text: 'Fresh linen, restocked basics and a spotless kitchen and bathroom between guests. We work to your check-out and check-in times, send photos when we finish and report anything broken or missing.',
    points: ['Same-day turnovers', 'Linen and towel service', 'Photo report after every clean'],
  },
  {
    id: 'coop',
    title: 'Co-op and shared spaces',
    text: 'Regular cleaning for co-working spaces, community halls and shared housing: kitchens, bathrooms, floors and common areas on a schedule that suits your members.',
    points: [
      'Weekly or fortnightly plans',
      'Eco-friendly products',
      'Keys and alarm codes handled securely',
    ],
  },
  {
    id: 'carpet',
    title: 'Carpet and upholstery cleaning',
    text: 'Hot-water extraction that lifts dirt, stains and allergens, dry in a few hours. Ideal for end-of-tenancy cleans and homes with pets.',
    points: ['Stain and odour treatment', 'End-of-tenancy packages', 'Couches and mattresses too'],
  },
  {
    id: 'head',
    title: 'Head office and commercial cleaning',
    text: 'After-hours cleaning for offices and shops, from a single floor to a whole building, with a named supervisor and a checklist you can see.',
    points: ['Evening and weekend crews', 'Police-vetted staff', 'Monthly quality checks'],
  },
];

export default function CleanRoute() {
  return (
    <PublicPage
      title="Kiwi Fresh Cleaning – homes, holiday rentals and offices"
      accent="#0f7b6c"
      accentSoft="#e3f4f1"
      header={<SiteHeader brand="Kiwi Fresh Cleaning" brandHref="/clean" links={links} />}
      footer={<SiteFooter owner="Kiwi Fresh Cleaning, a TimeApp sister business" />}
    >
      <section className={styles.hero}>
        <div className={styles.container}>
          <h1>Clean spaces, less hassle</h1>
          <p className={styles.lead}>
            Reliable, insured cleaners for holiday rentals, shared spaces, carpets and offices
            across the Waikato and Auckland. Book a time that suits you online with TimeApp.
          </p>
          <div className={styles.actions}>
            <a className={styles.button} href="/loginApp">
              Book a clean
            </a>
            <a className={styles.buttonGhost} href="#about">
              About us
            </a>
          </div>
        </div>
      </section>

      {services.map((s, i) => (
        <section
          key={s.id}
          id={s.id}
          className={`${styles.section} ${i % 2 ? styles.alt : ''}`}
          aria-labelledby={`${s.id}-title`}
        >
          <div className={`${styles.container} ${styles.split}`}>
            <div>
              <h2 id={`${s.id}-title`}>{s.title}</h2>
              <p>{s.text}</p>
            </div>
            <ul className={styles.card}>
              {s.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        </section>
      ))}

      <section id="about" className={styles.section} aria-labelledby="about-title">
        <div className={`${styles.container} ${styles.measure}`}>
          <h2 id="about-title">About us</h2>
          <p>
            We are a locally owned team of cleaners who started with a handful of holiday homes and
            now look after homes, rentals and offices every day of the week. We pay the living wage,
            train every new cleaner ourselves and carry public liability insurance.
          </p>
          <p>
            Questions or a quote? <a href="/time-app#contact">Send us a message</a> and we will get
            back to you within one working day.
          </p>
        </div>
      </section>
    </PublicPage>
  );
}
