import { LegalPage } from './legal-page';

export default function PrivacyRoute() {
  return (
    <LegalPage title="Privacy policy" updated="1 March 2025">
      <p>
        We respect your privacy and handle personal information in line with the New Zealand Privacy
        Act 2020 and its information privacy principles. This policy explains what we collect, why,
        and your rights.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          Account details: name, e-mail address, password (stored only as a secure hash), and
          optionally mobile number and birthday.
        </li>
        <li>Address details you give us: country, region, city, suburb and post code.</li>
        <li>
          Bookings: the business, section, date, time, the reason you give, and any cancellation
          reason.
        </li>
        <li>
          Business details for owners: business name, contact number, address, category, photos and
          opening hours.
        </li>
        <li>
          Ratings, favourites and referrals you make, and messages you send us through the contact
          form.
        </li>
        <li>
          Basic technical logs (such as IP address and time of a request) to keep the service
          secure.
        </li>
      </ul>

      <h2>Why we collect it</h2>
      <p>
        To run your account, make and manage bookings, let businesses see who booked with them, send
        the e-mails you expect (verification, password reset, booking decisions), answer your
        messages, and prevent abuse. We do not sell personal information and we do not use it for
        advertising.
      </p>

      <h2>Who sees it</h2>
      <ul>
        <li>
          A business you book with sees your name, photo, and the details of your booking with them.
          Other customers never see who booked a slot.
        </li>
        <li>
          Service providers who host our servers and send our e-mails, under contracts that protect
          your information. Some may store data outside New Zealand; we only use providers that
          protect it to a standard comparable to the Privacy Act.
        </li>
        <li>Authorities, when the law requires it.</li>
      </ul>

      <h2>How long we keep it</h2>
      <p>
        As long as your account is open and for a reasonable time afterwards to meet legal and
        accounting obligations. Unverified accounts are removed after 5 days.
      </p>

      <h2>Security</h2>
      <p>
        Connections are encrypted, passwords are hashed with a memory-hard algorithm, and access to
        data is limited to the people who need it. If a privacy breach is likely to cause serious
        harm, we will notify you and the Office of the Privacy Commissioner as the Act requires.
      </p>

      <h2>Your rights</h2>
      <p>
        You may ask for a copy of the personal information we hold about you and ask us to correct
        it. Most details can be changed directly in your profile. For anything else, write to us
        through the <a href="/time-app#contact">contact form</a>; we will answer within 20 working
        days. If you are not happy with our answer you can complain to the{' '}
        <a href="https://www.privacy.org.nz/" target="_blank" rel="noopener noreferrer">
          Office of the Privacy Commissioner
        </a>
        .
      </p>

      <h2>Changes</h2>
      <p>
        We will post any changes here and, if they are significant, tell you by e-mail. See also our{' '}
        <a href="/terms-and-conditions">terms and conditions</a>.
      </p>
    </LegalPage>
  );
}
