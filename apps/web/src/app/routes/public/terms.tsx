import { LegalPage } from './legal-page';
import { PLAN, planWording } from '@timeapp/domain/plan';

export default function TermsRoute() {
  return (
    <LegalPage title="Terms and conditions" updated="1 March 2025">
      <p>
        These terms apply to everyone who uses TimeApp, an online appointment-booking service
        operated from New Zealand. TimeApp is in beta: features may change and we will tell you
        about important changes by e-mail or in the app.
      </p>

      <h2>1. Your account</h2>
      <ul>
        <li>
          You need a valid e-mail address. You must verify it within 5 days, or the account is
          removed.
        </li>
        <li>
          Keep your password to yourself; you are responsible for what happens under your account.
        </li>
        <li>Give accurate details, and keep them up to date from your profile.</li>
      </ul>

      <h2>2. Customers</h2>
      <ul>
        <li>Using TimeApp as a customer is free.</li>
        <li>
          A booking is a request until the business accepts it. The business, not TimeApp, provides
          the service and is responsible for it.
        </li>
        <li>
          If you cannot make it, please cancel as early as you can so someone else can have the
          time.
        </li>
      </ul>

      <h2>3. Businesses: trial, referrals and fees</h2>
      <ul>
        <li>
          Every new business gets a free trial of {planWording.trial} from the day it registers.
        </li>
        <li>
          To be verified, a business must be referred by {PLAN.referralsRequired} valid (active,
          verified) TimeApp users within {PLAN.referralWindowDays} days of registering.
        </li>
        <li>
          After the trial, a verified business continues for {PLAN.monthlyFeeNzd} dollars (NZD,
          including GST) per month, charged monthly to a card as a recurring payment. You may cancel
          any time; the service then stops at the end of the month already paid.
        </li>
        <li>
          A valid bug report – one we can reproduce and that we did not already know about – extends
          your trial by {planWording.bugReportExtension}.
        </li>
        <li>
          You decide which requests you accept. When you reject or cancel an appointment, the
          customer is told and, where you give one, sees your reason.
        </li>
      </ul>

      <h2>4. Acceptable use</h2>
      <p>
        Do not use TimeApp to send spam, make fake bookings or referrals, harass anyone, or try to
        access accounts or data that are not yours. We may suspend accounts that do.
      </p>

      <h2>5. Availability and liability</h2>
      <p>
        We work hard to keep TimeApp running but cannot promise it will always be available or
        error-free. Nothing in these terms limits your rights under the Consumer Guarantees Act 1993
        or the Fair Trading Act 1986 where they apply. Where you use TimeApp for business purposes,
        you agree that the Consumer Guarantees Act does not apply, and our total liability is
        limited to the fees you paid us in the previous 12 months.
      </p>

      <h2>6. Law</h2>
      <p>
        These terms are governed by New Zealand law and the New Zealand courts have jurisdiction.
      </p>

      <h2>7. Contact</h2>
      <p>
        Questions about these terms? Use our <a href="/time-app#contact">contact form</a>. See also
        our <a href="/privacy-policy">privacy policy</a>.
      </p>
    </LegalPage>
  );
}
