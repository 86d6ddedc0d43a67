import type { RuleDto, RuleScope } from '@ledgerdesk/domain';
import type { RuleRow, RuleView, VersionView } from './rules.repo.js';

export function scopeOf(row: Pick<RuleRow, 'scopeKind' | 'brandId' | 'businessId' | 'bankAccountIds'>): RuleScope {
  if (row.scopeKind === 'brand' && row.brandId) return { kind: 'brand', brandId: row.brandId };
  if (row.scopeKind === 'business' && row.businessId)
    return { kind: 'business', businessId: row.businessId, bankAccountIds: row.bankAccountIds };
  if (row.scopeKind === 'practice') return { kind: 'practice' };
  throw new Error(`coding rule of scope ${row.scopeKind} has no ${row.scopeKind} id`);
}

export const presentRule = (row: RuleView): RuleDto => ({
  id: row.id,
  name: row.name,
  mode: row.mode,
  status: row.status,
  scope: scopeOf(row),
  scopeName: row.scopeName,
  conditions: row.conditions,
  actions: row.actions,
  position: row.position,
  version: row.version,
  stats: { linesCoded: row.linesCoded, lastRunAt: row.lastRunAt?.toISOString() ?? null, lastRunLines: row.lastRunLines },
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedByName,
});

export const presentVersion = (row: VersionView) => ({
  version: row.version,
  name: row.name,
  mode: row.mode,
  status: row.status,
  conditions: row.conditions,
  actions: row.actions,
  savedAt: row.savedAt.toISOString(),
  savedBy: row.savedByName,
});

/** What the audit log keeps of a rule: enough to see what a change did. */
export const auditableRule = (row: RuleRow) => ({
  name: row.name,
  status: row.status,
  mode: row.mode,
  scope: scopeOf(row),
  position: row.position,
  version: row.version,
  conditions: row.conditions,
  actions: row.actions,
});
