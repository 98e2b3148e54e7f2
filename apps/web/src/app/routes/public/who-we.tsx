import { publicTexts } from '@timeapp/domain/public-texts';
import { whoWeTexts as t } from '@timeapp/domain/who-we-texts';
import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader, type SiteLink } from '../../../components/public/site-header';
import { CardGrid, PageSection } from '../../../components/public/page-section';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';

const links: SiteLink[] = [
  { label: t.solutions, href: '#solutions' },
  { label: t.howWeWork, href: '#process' },
  { label: publicTexts.about, href: '#about' },
  { label: publicTexts.contact, href: '/time-app#contact', cta: true },
];

export default function WhoWeRoute() {
  return (
    <PublicPage
      title={t.title}
      accent="#5b3cc4"
      accentSoft="#efeafc"
      header={<SiteHeader brand={publicTexts.brands.whoWe} brandHref="/whowe" links={links} />}
      footer={<SiteFooter owner={t.footerOwner} />}
    >
      <section className={styles.hero}>
        <div className={styles.container}>
          <h1>{t.heading}</h1>
          <p className={styles.lead}>{t.lead}</p>
        </div>
      </section>

      <PageSection id="solutions" title={t.solutions} intro={t.solutionsIntro}>
        <CardGrid items={t.solutionCards} />
      </PageSection>

      <PageSection id="process" alt title={t.howWeWork} layout="measure">
        <ol>
          {t.steps.map(([step, what]) => (
            <li key={step}>
              <strong>{step}</strong> {what}
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="about" title={t.aboutTitle} layout="measure">
        <p>
          {t.about} <a href="/time-app">{publicTexts.brands.timeApp}</a>.
        </p>
        <p>
          {t.talkAboutAProject} <a href="/time-app#contact">{t.getInTouch}</a>.
        </p>
      </PageSection>
    </PublicPage>
  );
}
