import { contactTexts } from '@timeapp/domain/contact-texts';
import { howToTexts as t } from '@timeapp/domain/how-to-texts';
import { messages, screenTexts } from '@timeapp/domain/messages';
import { publicTexts } from '@timeapp/domain/public-texts';
import { AppointmentStatus, customerStatusLabel } from '@timeapp/domain/status';
import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader } from '../../../components/public/site-header';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';

export default function HowToRoute() {
  return (
    <PublicPage
      title={publicTexts.howToUseTimeApp}
      header={
        <SiteHeader
          brand={publicTexts.brands.timeApp}
          brandHref="/time-app"
          links={[
            { label: t.back, href: '/time-app' },
            { label: screenTexts.login.title, href: '/loginApp', cta: true },
          ]}
        />
      }
      footer={<SiteFooter />}
    >
      <div className={`${styles.container} ${styles.narrow} ${styles.prose}`}>
        <a className={styles.backLink} href="/time-app">
          {t.backLink}
        </a>
        <h1>{publicTexts.howToUseTimeApp}</h1>
        <p>{t.intro}</p>

        <nav aria-label={t.onThisPage} className={styles.note}>
          <a href="#customers">{publicTexts.forCustomers}</a> ·{' '}
          <a href="#owners">{publicTexts.forOwners}</a>
        </nav>

        <h2 id="customers">{publicTexts.forCustomers}</h2>
        <h3>{t.register}</h3>
        <ol>
          <li>
            {t.registerOpen} <a href="/register">{screenTexts.register.title}</a>{' '}
            {t.registerDetails}
          </li>
          <li>{t.registerAddress}</li>
          <li>{t.registerPassword}</li>
        </ol>
        <h3>{t.verify}</h3>
        <p>{t.verifyText}</p>
        <h3>{t.search}</h3>
        <p>
          {t.searchAfter} <a href="/loginApp">{t.searchLoggingIn}</a>
          {t.searchChoose} <strong>{screenTexts.searchBusiness.title}</strong>
          {t.searchFillIn}
        </p>
        <h3>{t.book}</h3>
        <ol>
          <li>
            {t.bookSection} <strong>{t.bookButton}</strong>.
          </li>
          <li>{t.bookDate}</li>
          <li>
            {t.bookSlot}
            <strong> {t.bookRequestButton}</strong>
            {t.bookReason}
          </li>
          <li>
            {t.bookShowsAs} <em>{customerStatusLabel[AppointmentStatus.Waiting]}</em>{' '}
            {t.bookUntilAccepted}
          </li>
        </ol>
        <h3>{t.cancel}</h3>
        <p>
          {t.cancelOpen} <strong>{t.cancelButton}</strong>
          {t.cancelReason} <strong>{t.cancelProceed}</strong>
          {t.cancelFreed}
        </p>

        <h2 id="owners">{publicTexts.forOwners}</h2>
        <h3>{t.registerBusiness}</h3>
        <p>
          {t.registerBusinessTick}{' '}
          <strong>{messages.registerBusinessWith(publicTexts.brands.timeApp)}</strong>
          {t.registerBusinessForm}
        </p>
        <h3>{t.sections}</h3>
        <p>{t.sectionsText}</p>
        <ul>
          {t.sectionKinds.map(([kind, what]) => (
            <li key={kind}>
              <strong>{kind}</strong>
              {what}
            </li>
          ))}
        </ul>
        <p>{t.sectionsChange}</p>
        <h3>{t.requests}</h3>
        <p>
          {t.requestsWhere} <strong>{t.requestsNotifications}</strong>
          {t.requestsText}
        </p>
        <h3>{t.switch}</h3>
        <p>{t.switchText}</p>
        <p>
          {t.stillStuck} <a href="/time-app#contact">{contactTexts.contactUs}</a> {t.happyToHelp}
        </p>
        <a className={styles.backLink} href="/time-app">
          {t.backLink}
        </a>
      </div>
    </PublicPage>
  );
}
