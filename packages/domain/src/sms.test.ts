import { describe, expect, it } from 'vitest';
import { gsm7Length, readReply, shortName, toGsm7, SMS_GSM7_LIMIT } from './sms.ts';
import { smsTexts } from './sms-texts.ts';

describe('gsm7Length', () => {
  it.each([
    ['Hello', 5],
    ['10:00 AM, Wed 4 Mar', 19],
    ['€5 [a]', 9],
    ['Tū Hair', null],
    ['👍', null],
  ])('%s takes %s septets', (text, n) => expect(gsm7Length(text)).toBe(n));
});

describe('toGsm7', () => {
  it.each([
    ['Tū Hair', 'Tu Hair'],
    ['Māori Barbers', 'Maori Barbers'],
    ['Café “Ōtaki”', 'Café "Otaki"'],
    ['日本', '日本'],
  ])('%s is texted as %s', (name, plain) => expect(toGsm7(name)).toBe(plain));
});

describe('shortName', () => {
  it('keeps a short name and cuts a long one', () => {
    expect(shortName(' Cut Above ', 30)).toBe('Cut Above');
    expect(shortName('The Very Long Name Of A Salon In Karori', 30)).toBe(
      'The Very Long Name Of A Sal...',
    );
  });
});

describe('readReply', () => {
  it.each([
    ['Y', 'confirm'],
    [' yes ', 'confirm'],
    ['c', 'cancel'],
    ['C.', 'cancel'],
    ['STOP', 'stop'],
    ['stop', 'stop'],
    ['Unsubscribe', 'stop'],
    ['START', 'start'],
    ['unstop', 'start'],
    ['maybe', 'help'],
    ['', 'help'],
  ] as const)('%j means %s', (body, meaning) => expect(readReply(body)).toBe(meaning));
});

describe('every text', () => {
  // The longest business name a text keeps whole, and the longest 'when' (sayWhen).
  const business = 'x'.repeat(30);
  const when = 'Wed 30 Sept, 12:30 PM';
  const texts = {
    reminder: smsTexts.reminder(business, when),
    accepted: smsTexts.accepted(business, when),
    rejected: smsTexts.rejected(business, when),
    cancelled: smsTexts.cancelled(business, when),
    confirmed: smsTexts.confirmed(business, when),
    cancelledByText: smsTexts.cancelledByText(business, when),
    nothingToAnswer: smsTexts.nothingToAnswer('TimeApp'),
    cannotCancel: smsTexts.cannotCancel(business),
    help: smsTexts.help('TimeApp'),
    resumed: smsTexts.resumed('TimeApp'),
  };
  it.each(Object.entries(texts))('%s is one GSM-7 text and says how to stop', (_, text) => {
    const septets = gsm7Length(text);
    expect(septets, text).not.toBeNull();
    expect(septets!, text).toBeLessThanOrEqual(SMS_GSM7_LIMIT);
    expect(text).toContain('Reply STOP to stop texts.');
  });
});
