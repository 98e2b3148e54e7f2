import { contactTexts } from '@timeapp/domain/contact-texts';
import { messages } from '@timeapp/domain/messages';
import { planTerms } from '@timeapp/domain/plan';
import { publicTexts } from '@timeapp/domain/public-texts';
import { timeAppTexts as t } from '@timeapp/domain/time-app-texts';
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
  { label: t.pricing, href: '#pricing' },
  { label: messages.howToUse, href: '/howTo' },
  { label: publicTexts.contact, href: '#contact' },
  { label: publicTexts.join, href: '/loginApp', cta: true },
];

export default function TimeAppRoute() {
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
            <p className={styles.lead}>{t.lead}</p>
            <div className={styles.actions}>
              <a className={styles.button} href="/register">
                {t.signUpFree}
              </a>
              <a className={styles.buttonGhost} href="/howTo">
                {t.readTheGuide}
              </a>
            </div>
          </div>
          <div className={styles.heroAside}>
            <HeroPreview />
          </div>
        </div>
      </section>

      <PageSection id="features" title={publicTexts.forCustomers} intro={t.customersIntro}>
        <CardGrid items={t.customerFeatures} />
      </PageSection>

      <PageSection alt title={publicTexts.forOwners} intro={t.ownersIntro}>
        <CardGrid items={t.ownerFeatures} />
      </PageSection>

      <PageSection id="pricing" title={t.pricing} layout="measure">
        <ul>
          <li>{t.customersFree}</li>
          {planTerms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <p>
          {t.fullDetails} <a href="/terms-and-conditions">{publicTexts.termsLink}</a>.
        </p>
      </PageSection>

      <PageSection
        id="contact"
        alt
        title={contactTexts.contactUs}
        intro={t.contactIntro}
        layout="split"
        aside={<ContactForm />}
      />
    </PublicPage>
  );
}
