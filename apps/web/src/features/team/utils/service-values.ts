import { centsFromDollars, dollarsFromCents } from '@timeapp/domain/price';
import type { Service } from '@timeapp/domain/team';

/** A service as its form edits it: one string per input, numbers as typed. */
export type ServiceValues = {
  sectionId: string;
  name: string;
  durationMinutes: string;
  /** Dollars as typed ('45.50'); empty: no price shown. */
  price: string;
  description: string;
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  startEvery: string;
  memberIds: string[];
};

export const newService = (sectionId: string): ServiceValues => ({
  sectionId,
  name: '',
  durationMinutes: '30',
  price: '',
  description: '',
  bufferBeforeMinutes: '0',
  bufferAfterMinutes: '0',
  startEvery: '15',
  memberIds: [],
});

export const serviceValuesOf = (s: Service): ServiceValues => ({
  sectionId: s.sectionId,
  name: s.name,
  durationMinutes: String(s.durationMinutes),
  price: s.priceCents === null ? '' : dollarsFromCents(s.priceCents),
  description: s.description,
  bufferBeforeMinutes: String(s.bufferBeforeMinutes),
  bufferAfterMinutes: String(s.bufferAfterMinutes),
  startEvery: String(s.startEvery),
  memberIds: [...s.memberIds],
});

// An empty or mistyped number goes to the schema as it is, so it names the problem.
const numberOf = (text: string) =>
  text.trim() && !Number.isNaN(Number(text)) ? Number(text) : text;

/** What `serviceBody` reads: minutes as numbers, the price in cents (null: none shown). */
export const serviceInputOf = (v: ServiceValues) => ({
  sectionId: v.sectionId,
  name: v.name,
  durationMinutes: numberOf(v.durationMinutes),
  priceCents: centsFromDollars(v.price),
  description: v.description.trim(),
  bufferBeforeMinutes: numberOf(v.bufferBeforeMinutes || '0'),
  bufferAfterMinutes: numberOf(v.bufferAfterMinutes || '0'),
  startEvery: Number(v.startEvery),
  memberIds: v.memberIds,
});
