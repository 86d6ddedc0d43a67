import { fullName } from '@ledgerdesk/domain';
import type { z } from 'zod';
import type { AuditListRow } from './audit.repo.js';
import type { auditEntrySchema } from './audit.schema.js';

export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export function presentAuditEntry(row: AuditListRow): AuditEntryView {
  const actor =
    row.actorId && row.actorEmail !== null
      ? { id: row.actorId, name: fullName({ firstName: row.actorFirstName, lastName: row.actorLastName }), email: row.actorEmail }
      : null;
  return {
    id: row.id,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
    actor,
  };
}
