import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader } from '../../../components/public/site-header';
import { PublicPage } from '../../../components/public/public-page';
import styles from '../../../components/public/public.module.css';

export default function HowToRoute() {
  return (
    <PublicPage
      title="How to use TimeApp"
      header={
        <SiteHeader
          brand="TimeApp"
          brandHref="/time-app"
          links={[
            { label: 'Back', href: '/time-app' },
            { label: 'Login', href: '/loginApp', cta: true },
          ]}
        />
      }
      footer={<SiteFooter />}
    >
      <div className={`${styles.container} ${styles.narrow} ${styles.prose}`}>
        <a className={styles.backLink} href="/time-app">
          ← Back
        </a>
        <h1>How to use TimeApp</h1>
        <p>This guide walks you through TimeApp as a customer and as a business owner.</p>

        <nav aria-label="On this page" className={styles.note}>
          <a href="#customers">For customers</a> · <a href="#owners">For business owners</a>
        </nav>

        <h2 id="customers">For customers</h2>
        <h3>1. Register</h3>
        <ol>
          <li>
            Open <a href="/register">Sign up</a> and enter your first and last name and e-mail
            address. A mobile number is optional.
          </li>
          <li>
            Choose your country, province or state, and city – start typing your suburb or town and
            pick it from the list.
          </li>
          <li>
            Pick a password of at least 8 characters with one capital letter and one of the symbols
            @ $ ! % * ? &amp;. The form tells you as you type what is still missing.
          </li>
        </ol>
        <h3>2. Verify your e-mail</h3>
        <p>
          We send you an e-mail with a verification link. Open it to activate your account – the
          link works for 24 hours, and you can ask for a new one from the login page. Please verify
          within 5 days: unverified accounts are removed after that. You can only log in once your
          address is verified.
        </p>
        <h3>3. Search for a business</h3>
        <p>
          After <a href="/loginApp">logging in</a>, choose <strong>Search Business</strong>. Fill in
          at least one of name, category, city or suburb and press Search. Open a result to see the
          business’s details, sections, opening days and hours.
        </p>
        <h3>4. Book an appointment</h3>
        <ol>
          <li>
            On the business page choose a section and press <strong>Appointment +</strong>.
          </li>
          <li>Pick a date (today up to one year ahead). Closed days are marked.</li>
          <li>
            Choose a free (green) slot, or – for businesses that take requests – choose a time and
            press
            <strong> Request Booking</strong>. Add a short reason.
          </li>
          <li>
            Your booking shows as <em>Waiting</em> on your dashboard until the business accepts it;
            we e-mail you their decision.
          </li>
        </ol>
        <h3>5. Cancel an appointment</h3>
        <p>
          Open the appointment from your dashboard, choose <strong>Cancel Appointment</strong>, give
          a reason and press <strong>Proceed</strong>. The business is told and the place is freed
          for someone else.
        </p>

        <h2 id="owners">For business owners</h2>
        <h3>1. Register a business</h3>
        <p>
          When you sign up, tick <strong>Register my Business with TimeApp</strong>. After creating
          your account you go straight to the business form: name, contact number, address, category
          and a few words about what you do. Verify your e-mail before logging in.
        </p>
        <h3>2. Set up sections</h3>
        <p>
          A section is a service or resource people book – a chair, a room, a table, a class. For
          each section choose the business days, opening and closing time, and either:
        </p>
        <ul>
          <li>
            <strong>Slots</strong>: a slot length (for example 30 minutes), how many customers fit
            in one slot, and an optional not-available time such as lunch; or
          </li>
          <li>
            <strong>Customer requests only</strong>: customers ask for any time within your hours
            and you decide.
          </li>
        </ul>
        <p>Add, edit or remove sections any time from your business profile.</p>
        <h3>3. Accept or reject requests</h3>
        <p>
          New bookings appear under the bell and in <strong>Notifications</strong>. Accept or reject
          each one; the customer gets an e-mail either way. You can cancel an accepted appointment
          with a reason, and mark customers as arrived.
        </p>
        <h3>4. Switch between customer and business</h3>
        <p>
          If you own one business you can switch between your customer and business dashboards with
          the switch button at the top of the screen.
        </p>
        <p>
          Still stuck? <a href="/time-app#contact">Contact us</a> – we are happy to help.
        </p>
        <a className={styles.backLink} href="/time-app">
          ← Back
        </a>
      </div>
    </PublicPage>
  );
}
