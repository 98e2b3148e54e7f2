import { PLAN, planWording } from '@timeapp/domain/plan';
import { publicTexts } from '@timeapp/domain/public-texts';
import { termsTexts as t } from '@timeapp/domain/terms-texts';
import { LegalList as List, LegalPage } from './legal-page';

export default function TermsRoute() {
  return (
    <LegalPage title={publicTexts.terms} updated={t.updated}>
      <p>{t.intro}</p>

      <h2>{t.account}</h2>
      <List items={t.accountPoints} />

      <h2>{t.customers}</h2>
      <List items={t.customerPoints} />

      <h2>{t.businesses}</h2>
      <List
        items={[
          t.trial(planWording.trial),
          t.referrals(PLAN.referralsRequired, PLAN.referralWindowDays),
          t.fee(PLAN.monthlyFeeNzd),
          t.bugReport(planWording.bugReportExtension),
          t.decisions,
        ]}
      />

      <h2>{t.use}</h2>
      <p>{t.useText}</p>

      <h2>{t.liability}</h2>
      <p>{t.liabilityText}</p>

      <h2>{t.law}</h2>
      <p>{t.lawText}</p>

      <h2>{t.contact}</h2>
      <p>
        {t.contactQuestions} <a href="/time-app#contact">{publicTexts.contactFormLink}</a>
        {t.seeAlso} <a href="/privacy-policy">{t.privacyLink}</a>.
      </p>
    </LegalPage>
  );
}
