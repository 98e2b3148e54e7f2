import { privacyTexts as t } from '@timeapp/domain/privacy-texts';
import { publicTexts } from '@timeapp/domain/public-texts';
import { LegalList as List, LegalPage } from './legal-page';

export default function PrivacyRoute() {
  return (
    <LegalPage title={publicTexts.privacy} updated={t.updated}>
      <p>{t.intro}</p>

      <h2>{t.collect}</h2>
      <List items={t.collectPoints} />

      <h2>{t.why}</h2>
      <p>{t.whyText}</p>

      <h2>{t.who}</h2>
      <List items={t.whoPoints} />

      <h2>{t.howLong}</h2>
      <p>{t.howLongText}</p>

      <h2>{t.security}</h2>
      <p>{t.securityText}</p>

      <h2>{t.rights}</h2>
      <p>
        {t.rightsText} <a href="/time-app#contact">{publicTexts.contactFormLink}</a>
        {t.rightsAnswer}{' '}
        <a href="https://www.privacy.org.nz/" target="_blank" rel="noopener noreferrer">
          {t.commissioner}
        </a>
        .
      </p>

      <h2>{t.changes}</h2>
      <p>
        {t.changesText} <a href="/terms-and-conditions">{publicTexts.termsLink}</a>.
      </p>
    </LegalPage>
  );
}
