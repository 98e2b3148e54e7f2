import { contactTexts } from '@timeapp/domain/contact-texts';
import { landingTexts as t } from '@timeapp/domain/landing-texts';
import { planWording } from '@timeapp/domain/plan';
import { publicTexts } from '@timeapp/domain/public-texts';
import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader, type SiteLink } from '../../../components/public/site-header';
import { HeroPreview } from '../../../components/public/hero-preview';
import { CardGrid, PageSection } from '../../../components/public/page-section';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';
import { ContactForm } from '../../../features/contact/components/contact-form';

const links: SiteLink[] = [
  { label: publicTexts.home, href: '/' },
  { label: publicTexts.features, href: '#features' },
  { label: t.download, href: '#download' },
  { label: publicTexts.contact, href: '#contact' },
  { label: publicTexts.join, href: '/loginApp', cta: true },
];

export default function LandingRoute() {
  return (
    <PublicPage
      title={t.title}
      header={<SiteHeader brand={publicTexts.brands.timeApp} links={links} />}
      footer={<SiteFooter />}
    >
      <section className={styles.hero}>
        <div className={`${styles.container} ${styles.heroGrid}`}>
          <div>
            <h1>{t.heading}</h1>
            <p className={styles.lead}>{t.lead(planWording.trial)}</p>
            <div className={styles.actions}>
              <a className={styles.button} href="/register">
                {t.createAccount}
              </a>
              <a className={styles.buttonGhost} href="/time-app">
                {t.seeHowItWorks}
              </a>
            </div>
          </div>
          <div className={styles.heroAside}>
            <HeroPreview />
          </div>
        </div>
      </section>

      <PageSection id="features" title={t.featuresTitle} intro={t.featuresIntro}>
        <CardGrid items={t.features} />
      </PageSection>

      <PageSection
        id="download"
        alt
        title={t.downloadTitle}
        intro={t.downloadIntro}
        layout="split"
        aside={
          <ol>
            {t.installSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        }
      />

      <PageSection title={t.testimonialsTitle} intro={t.testimonialsIntro}>
        <div className={styles.grid}>
          {t.testimonials.map((q) => (
            <figure key={q.name} className={`${styles.card} ${styles.quote}`}>
              <blockquote>“{q.quote}”</blockquote>
              <figcaption>
                {q.name}
                <span>{q.role}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </PageSection>

      <PageSection
        id="contact"
        alt
        title={contactTexts.contactUs}
        intro={t.contactIntro(planWording.bugReportExtension)}
        layout="split"
        aside={<ContactForm />}
      />
    </PublicPage>
  );
}
