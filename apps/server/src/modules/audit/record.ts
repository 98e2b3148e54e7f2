import type { AuditAction, AuditRole } from '@timeapp/domain/audit';
import type { Tx } from '../../db/client.ts';
import type { SignedIn } from '../../lib/actor.ts';
import { insertEntry } from './repository.ts';

// Recording a change in the audit trail (docs/decisions/047-audit-trail.md), in the transaction
// that makes it: the entry exists exactly when the change does.

type Fields = Record<string, unknown>;

/** What one change did: fields as the API names them, before and after (null: none). */
export type AuditChange = {
  businessId: string | null;
  action: AuditAction;
  /** A few words naming what changed: a section's or service's name, an appointment's time. */
  subject: string;
  before?: Fields | null;
  after?: Fields | null;
};

// As JSON will hold them: a Date as its ISO string, undefined as absent.
const plain = (fields: Fields) => JSON.parse(JSON.stringify(fields)) as Fields;

/**
 * The fields that differ between before and after, each side keeping only those; a side that
 * is null (added, removed) is kept whole. null when an update changed nothing.
 */
export function changedFields(before: Fields | null, after: Fields | null) {
  if (!before || !after) return { before: before && plain(before), after: after && plain(after) };
  const a = plain(before);
  const b = plain(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
  );
  if (keys.length === 0) return null;
  const pick = (o: Fields) => Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
  return { before: pick(a), after: pick(b) };
}

/**
 * Records `change`, made by `me` acting as `role`, unless it changed nothing (an update whose
 * fields are all as they were).
 */
export async function recordChange(tx: Tx, me: SignedIn, role: AuditRole, change: AuditChange) {
  const fields = changedFields(change.before ?? null, change.after ?? null);
  if (!fields) return;
  await insertEntry(tx, {
    actorId: me.userId,
    role,
    businessId: change.businessId,
    action: change.action,
    subject: change.subject.slice(0, 200),
    before: fields.before,
    after: fields.after,
    address: me.address ?? null,
  });
}

/**
 * Records `change` made by no person: the subscription as the payment provider reported it
 * (role 'payments'; no actor, no address).
 */
export async function recordPaymentsChange(tx: Tx, change: AuditChange) {
  const fields = changedFields(change.before ?? null, change.after ?? null);
  if (!fields) return;
  await insertEntry(tx, {
    actorId: null,
    role: 'payments',
    businessId: change.businessId,
    action: change.action,
    subject: change.subject.slice(0, 200),
    before: fields.before,
    after: fields.after,
    address: null,
  });
}
