import { describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../src/lib/context.ts';
import {
  bookedMail,
  decisionMail,
  movedForCustomerMail,
  reminderMail,
} from '../src/modules/appointments/mails.ts';
import { verificationMail } from '../src/modules/users/mails.ts';
import { contactMail } from '../src/modules/contact/mails.ts';
import { renderMail } from '../src/modules/mail/compose.tsx';
import { outboxValues, type MailMessage } from '../src/modules/mail/outbox.ts';

// Rendering needs only the configuration: the product's name, the site and the tokens.
const ctx = {
  config: {
    productName: 'TimeApp',
    publicUrl: 'https://timeapp.test',
    operatorEmail: 'operator@timeapp.test',
  },
  now: () => new Date('2026-11-24T00:00:00Z'),
  tokens: { emailToken: () => 'tok&en', emailCode: () => '042517' },
} as unknown as AppContext;

const appointment = {
  id: 'a1',
  businessName: 'Tom & Jerry\'s "Cuts" <Ponsonby>',
  sectionName: 'Haircut',
  appointmentDate: '2026-11-24',
  appointmentTime: '10:30',
  customerName: 'Ana Aroha',
};

/** The message as the outbox keeps it, with the parts the worker renders when it sends. */
async function sent(message: MailMessage) {
  const row = outboxValues(message);
  return { ...row, ...(await renderMail(ctx, row.content)) };
}

const count = (text: string, part: string) => text.split(part).length - 1;
const rejected = () =>
  sent(decisionMail(ctx, 'ana@example.test', appointment, 'rejected', '<b>Full</b>'));

describe('e-mails rendered from the one layout', () => {
  it('an appointment e-mail: escaped HTML, the business named once, one button, a footer', async () => {
    const mail = await rejected();
    expect(mail.subject).toBe('TimeApp: Your appointment was declined');
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    // Escaped by React, never pasted: no markup from a name or a reason gets through.
    expect(mail.html).not.toContain('<b>Full</b>');
    expect(mail.html).toContain('Reason: &lt;b&gt;Full&lt;/b&gt;');
    expect(mail.html).not.toContain('<Ponsonby>');
    expect(count(mail.html, 'Tom &amp; Jerry')).toBe(1);
    expect(count(mail.html, 'href="https://timeapp.test/show-appointment-details?id=a1"')).toBe(1);
    expect(mail.html).toContain('You get this e-mail because you use TimeApp');
    expect(mail.links).toEqual(['https://timeapp.test/show-appointment-details?id=a1']);
  });

  it('a rejection without a reason is declined once, with no reason line (DESIGN.md section 11)', async () => {
    const mail = await sent(
      decisionMail(ctx, 'ana@example.test', appointment, 'rejected', messages.autoCancelReason),
    );
    expect(mail.text).toContain('Your appointment was declined: Haircut, Tue 24 Nov, 10:30 AM.');
    expect(mail.text).not.toContain('Reason:');
    expect(count(mail.text, 'eclined')).toBe(1);
  });

  it('its plain-text part says the same, dates as people say them, the link in full', async () => {
    const mail = await rejected();
    expect(mail.text).toContain('Your appointment was declined: Haircut, Tue 24 Nov, 10:30 AM.');
    expect(mail.text).toContain('Reason: <b>Full</b>');
    expect(count(mail.text, 'Tom & Jerry\'s "Cuts" <Ponsonby>')).toBe(1);
    expect(mail.text).toContain(
      'View appointment https://timeapp.test/show-appointment-details?id=a1',
    );
    expect(mail.text).not.toMatch(/&amp;|&lt;|&quot;|<p|<a /);
    expect(mail.text.startsWith('TimeApp\n')).toBe(true);
  });

  it('the customer’s booking e-mail: a request sent, never "booked" while it waits (a slot’s place held)', async () => {
    const place = await sent(bookedMail(ctx, 'ana@example.test', appointment, false));
    const request = await sent(bookedMail(ctx, 'ana@example.test', appointment, true));
    expect(place.subject).toBe('TimeApp: Your booking request was sent');
    expect(place.text).toContain('Your booking request was sent: Haircut, Tue 24 Nov, 10:30 AM.');
    expect(place.text).toContain('Your place is held for you');
    expect(place.text).not.toMatch(/booked/i);
    expect(request.subject).toBe('TimeApp: Your booking request was sent');
    expect(request.text).toContain('Your booking request was sent: Haircut, Tue 24 Nov, 10:30 AM.');
  });

  it('the customer’s booking and acceptance e-mails say where and how much (DESIGN.md section 11)', async () => {
    const at = {
      ...appointment,
      address: '12 Ponsonby Road, Ponsonby, Auckland',
      priceCents: 6500,
    };
    const booked = await sent(bookedMail(ctx, 'ana@example.test', at, false));
    expect(booked.text).toContain('Where: 12 Ponsonby Road, Ponsonby, Auckland');
    expect(booked.text).toContain('Price: $65');
    const accepted = await sent(decisionMail(ctx, 'ana@example.test', at, 'accepted', ''));
    expect(accepted.text).toContain('Where: 12 Ponsonby Road, Ponsonby, Auckland');
    // No price set, no price line; no address, no address line.
    const plain = await sent(bookedMail(ctx, 'ana@example.test', appointment, false));
    expect(plain.text).not.toMatch(/Where:|Price:/);
  });

  it('every e-mail about a customer’s coming appointment offers to change or cancel it (DESIGN.md section 11); a declined one only to view it', async () => {
    const link = 'https://timeapp.test/show-appointment-details?id=a1';
    const upcoming = [
      bookedMail(ctx, 'ana@example.test', appointment, false),
      decisionMail(ctx, 'ana@example.test', appointment, 'accepted', ''),
      reminderMail(ctx, 'ana@example.test', appointment),
      movedForCustomerMail(ctx, 'ana@example.test', appointment, 'Mon 23 Nov, 9:00 AM', true),
    ];
    for (const message of upcoming) {
      const mail = await sent(message);
      expect(mail.text, mail.subject).toContain(`Change or cancel ${link}`);
      expect(mail.links).toEqual([link]);
    }
    expect((await rejected()).text).toContain(`View appointment ${link}`);
  });

  it('an account e-mail: the link with its query intact in both parts', async () => {
    const mail = await sent(
      verificationMail(ctx, { id: 'u1', email: 'ana@example.test', firstName: 'Ana' }, 'register'),
    );
    const link = mail.links[0]!;
    expect(link).toContain('token=tok%26en');
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail.text).toContain(link);
    // A sign-up's e-mail carries its code beside the link (decision 046).
    expect(mail.text).toContain('Or type this code where you signed up: 042517');
    expect(mail.html).toContain('042517');
  });

  it('a contact message keeps the sender’s lines and their text as text', async () => {
    const mail = await sent(
      contactMail(ctx, {
        name: 'Hemi',
        email: 'hemi@example.test',
        subject: 'Hi\nthere',
        message: 'Line one\n<script>x</script>',
      }),
    );
    expect(mail.subject).toBe('[TimeApp contact] Hi there');
    expect(mail.replyTo).toBe('hemi@example.test');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Line one\n\n<script>x</script>');
  });
});
