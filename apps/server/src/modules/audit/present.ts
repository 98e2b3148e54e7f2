import type { AuditEntry } from '@timeapp/domain/audit';
import type { listEntries } from './repository.ts';

type Row = Awaited<ReturnType<typeof listEntries>>['items'][number];

/** An entry as the trail's readers get it (domain `auditEntry`). */
export const presentEntry = ({
  entry: e,
  actorName,
  actorEmail,
  businessName,
}: Row): AuditEntry => ({
  _id: e.id,
  at: new Date(e.createdAt).toISOString(),
  actor: { name: actorName, email: actorEmail, role: e.role },
  action: e.action,
  businessId: e.businessId,
  businessName,
  subject: e.subject,
  before: e.before,
  after: e.after,
  address: e.address,
});
