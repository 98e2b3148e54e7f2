import { describe, it, expect } from 'vitest';
import { messages } from './messages.ts';
import { AppointmentStatus as S, type AppointmentStatus } from './status.ts';
import {
  canCustomerCancel,
  decideTransition,
  hasStarted,
  type Actor,
  type Transition,
} from './transitions.ts';

const reasons = { none: undefined, blank: '   ', given: '  Feeling unwell ' } as const;
type ReasonKind = keyof typeof reasons;

type Row = {
  actor: Actor;
  from: AppointmentStatus;
  to: number;
  reason: ReasonKind;
  expected: Transition;
};

const ok = (reason: string, message: string): Transition => ({ ok: true, reason, message });
const needsReason: Transition = { ok: false, status: 400, message: messages.reasonRequired };
const conflict: Transition = { ok: false, status: 409, message: messages.invalidTransition };

// Every move docs/product-rules.md 5.2 allows, with each kind of reason. Nothing else is allowed.
const allowed: Row[] = [
  // Owner accepts a waiting appointment: no reason kept.
  { actor: 'owner', from: 0, to: 1, reason: 'none', expected: ok('', messages.accepted) },
  { actor: 'owner', from: 0, to: 1, reason: 'blank', expected: ok('', messages.accepted) },
  { actor: 'owner', from: 0, to: 1, reason: 'given', expected: ok('', messages.accepted) },
  // Owner rejects a waiting appointment: the reason is optional and defaults.
  {
    actor: 'owner',
    from: 0,
    to: 2,
    reason: 'none',
    expected: ok('Declined by the business', messages.rejected),
  },
  {
    actor: 'owner',
    from: 0,
    to: 2,
    reason: 'blank',
    expected: ok('Declined by the business', messages.rejected),
  },
  {
    actor: 'owner',
    from: 0,
    to: 2,
    reason: 'given',
    expected: ok('Feeling unwell', messages.rejected),
  },
  // Owner cancels an approved appointment: reason required.
  { actor: 'owner', from: 1, to: 2, reason: 'none', expected: needsReason },
  { actor: 'owner', from: 1, to: 2, reason: 'blank', expected: needsReason },
  {
    actor: 'owner',
    from: 1,
    to: 2,
    reason: 'given',
    expected: ok('Feeling unwell', messages.cancelledByOwner),
  },
  // Customer cancels a waiting or approved appointment: reason required.
  { actor: 'customer', from: 0, to: 2, reason: 'none', expected: needsReason },
  { actor: 'customer', from: 0, to: 2, reason: 'blank', expected: needsReason },
  {
    actor: 'customer',
    from: 0,
    to: 2,
    reason: 'given',
    expected: ok('Feeling unwell', messages.cancelledByCustomer),
  },
  { actor: 'customer', from: 1, to: 2, reason: 'none', expected: needsReason },
  { actor: 'customer', from: 1, to: 2, reason: 'blank', expected: needsReason },
  {
    actor: 'customer',
    from: 1,
    to: 2,
    reason: 'given',
    expected: ok('Feeling unwell', messages.cancelledByCustomer),
  },
];

const isAllowed = (actor: Actor, from: number, to: number) =>
  allowed.some((r) => r.actor === actor && r.from === from && r.to === to);

// The rest of the table: both actors, every from/to in 0..2 plus out-of-range targets.
const conflicts: Row[] = (['owner', 'customer'] as const).flatMap((actor) =>
  ([0, 1, 2] as const).flatMap((from) =>
    [-1, 0, 1, 2, 3]
      .filter((to) => !isAllowed(actor, from, to))
      .flatMap((to) =>
        (Object.keys(reasons) as ReasonKind[]).map((reason) => ({
          actor,
          from,
          to,
          reason,
          expected: conflict,
        })),
      ),
  ),
);

describe('decideTransition', () => {
  it.each(allowed)(
    '$actor $from -> $to, reason $reason: allowed or needs a reason',
    ({ actor, from, to, reason, expected }) => {
      expect(decideTransition(actor, from, to, reasons[reason])).toEqual(expected);
    },
  );

  it.each(conflicts)('$actor $from -> $to, reason $reason: 409', ({ actor, from, to, reason }) => {
    expect(decideTransition(actor, from, to, reasons[reason])).toEqual(conflict);
  });

  // Once the appointment has started the customer can no longer cancel it, reason or not;
  // the owner's moves do not depend on the time.
  const started: Transition = { ok: false, status: 409, message: messages.alreadyStarted };
  it.each(allowed)(
    '$actor $from -> $to, reason $reason, after the start',
    ({ actor, from, to, reason, expected }) => {
      expect(decideTransition(actor, from, to, reasons[reason], true)).toEqual(
        actor === 'customer' ? started : expected,
      );
    },
  );

  it.each(conflicts)(
    '$actor $from -> $to after the start: still 409',
    ({ actor, from, to, reason }) => {
      expect(decideTransition(actor, from, to, reasons[reason], true)).toEqual(conflict);
    },
  );

  it('covers all 2 x 3 x 3 pairs in range', () => {
    const pairs = new Set(
      [...allowed, ...conflicts]
        .filter((r) => r.to >= 0 && r.to <= 2)
        .map((r) => `${r.actor}${r.from}${r.to}`),
    );
    expect(pairs.size).toBe(18);
  });

  it('uses the catalogue texts', () => {
    expect(messages.autoCancelReason).toBe('Declined by the business');
  });
});

describe('canCustomerCancel', () => {
  const start = '2026-03-02T21:30:00.000Z';
  const at = (iso: string) => new Date(iso);
  it.each([
    { status: S.Waiting, now: '2026-03-02T21:29:59.999Z', may: true },
    { status: S.Approved, now: '2026-03-02T21:29:59.999Z', may: true },
    { status: S.Approved, now: start, may: false },
    { status: S.Waiting, now: '2026-03-02T22:00:00.000Z', may: false },
    { status: S.Cancelled, now: '2026-03-01T00:00:00.000Z', may: false },
  ])('status $status at $now: $may', ({ status, now, may }) => {
    expect(canCustomerCancel({ status, startsAt: start }, at(now))).toBe(may);
    // The same answer as the server's rule for a customer's cancellation with a reason.
    const t = decideTransition('customer', status, S.Cancelled, 'ill', hasStarted(start, at(now)));
    expect(t.ok).toBe(may);
  });
});
