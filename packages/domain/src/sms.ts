/**
 * Texts (SMS) as the phone network counts them (docs/decisions/054-texts.md): one text carries
 * 160 characters of the GSM-7 alphabet, or only 70 once a single character falls outside it.
 * Pure functions: the server builds every text with them, and a test holds each to 160.
 */
import { z } from './zod.ts';

// GSM 03.38: the basic alphabet, one septet each.
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
// The extension table: an escape and the character, two septets each.
const EXTENDED = '^{}\\[~]|€\f';

/** One text's most GSM-7 characters; a longer message is split and billed as several. */
export const SMS_GSM7_LIMIT = 160;

/** Septets `text` takes in GSM-7, or null when a character has no GSM-7 form (UCS-2 then). */
export function gsm7Length(text: string): number | null {
  let septets = 0;
  for (const ch of text) {
    if (BASIC.includes(ch)) septets += 1;
    else if (EXTENDED.includes(ch)) septets += 2;
    else return null;
  }
  return septets;
}

/**
 * `text` with the accents GSM-7 lacks taken off where the letter has a GSM-7 form ('Tū Hair' ->
 * 'Tu Hair', 'Māori' -> 'Maori'), and typographic quotes and dashes made plain, so a business
 * name does not make its customers' texts UCS-2 (70 characters a text). Characters without a
 * plain form stay as they are.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const ch of text) {
    if (BASIC.includes(ch) || EXTENDED.includes(ch)) {
      out += ch;
      continue;
    }
    const plain = PLAIN[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
    out += gsm7Length(plain) === null ? ch : plain;
  }
  return out;
}

const PLAIN: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00a0': ' ',
};

/** `name` cut to at most `max` characters (with '...' when cut), to keep a text to one. */
export function shortName(name: string, max: number): string {
  const chars = [...toGsm7(name.trim())];
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 3)
        .join('')
        .trimEnd()}...`;
}

/** What a customer's reply asks for. */
export type TextReply = 'confirm' | 'cancel' | 'stop' | 'start' | 'help';

// The opt-out and opt-in words carriers and Twilio act on themselves: ours agree with them.
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT']);
const START_WORDS = new Set(['START', 'UNSTOP', 'OPTIN']);

/** A reply's meaning: 'Y' confirms, 'C' cancels, STOP and START; anything else asks for help. */
export function readReply(body: string): TextReply {
  const word = body
    .trim()
    .replace(/[.!\s]+$/u, '')
    .toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  if (word === 'Y' || word === 'YES') return 'confirm';
  if (word === 'C') return 'cancel';
  return 'help';
}

// The provider's webhooks (form fields as Twilio names them); other fields are kept, since the
// signature covers every field sent.
const sid = z
  .string({ error: 'MessageSid is required' })
  .check(z.minLength(1, 'MessageSid is required'), z.maxLength(64));
const field = (name: string, max: number) =>
  z.string({ error: `${name} is required` }).check(z.maxLength(max));

/** POST /texts/incoming: a customer's reply. */
export const incomingTextBody = z.looseObject({
  MessageSid: sid,
  From: field('From', 32),
  Body: z._default(z.optional(field('Body', 1600)), ''),
});

/** POST /texts/status: a delivery report of a text sent. */
export const textStatusBody = z.looseObject({
  MessageSid: sid,
  MessageStatus: field('MessageStatus', 32),
  ErrorCode: z.optional(field('ErrorCode', 16)),
});

/** GET /business/:id/texts: the owner's count of texts sent this month (business-local). */
export const textsMonthAnswer = z.object({ month: z.string(), sent: z.int() });
export type TextsMonthAnswer = z.infer<typeof textsMonthAnswer>;
