import type { AuditAction } from '@timeapp/domain/audit';
import { sayWhen } from '@timeapp/domain/say-when';
import type { Tx } from '../../db/client.ts';
import type { SignedIn } from '../../lib/actor.ts';
import { recordChange } from '../audit/record.ts';
import { roleIn } from './policy.ts';
import type { LockedAppointment } from './repository/locked.ts';

/**
 * Records a change to appointment `a` in the audit trail when its business's owner or team
 * member made it (a customer's own changes are in the appointment's history, not the trail).
 * The subject names the appointment as the owner's screens do: section (or service) and time.
 */
export async function auditAppointment(
  tx: Tx,
  me: SignedIn,
  a: LockedAppointment,
  action: AuditAction,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  const role = roleIn(me, a);
  if (role !== 'owner' && role !== 'staff') return;
  await recordChange(tx, me, role, {
    businessId: a.businessId,
    action,
    subject: `${a.sectionName}, ${sayWhen(a.appointmentDate, a.appointmentTime)}`,
    before,
    after,
  });
}
