/**
 * Reordering rules inside their scope: the list shows every scope's rules in evaluation order,
 * and a rule moves only among the rules of its own scope (business rules stay above brand ones).
 */
import type { RuleDto, RuleScope } from '@ledgerdesk/domain';

export function scopeKey(scope: RuleScope): string {
  if (scope.kind === 'brand') return `brand:${scope.brandId}`;
  if (scope.kind === 'business') return `business:${scope.businessId}`;
  return 'practice';
}

export interface Move {
  scope: RuleScope;
  /** The scope's new order, first first. */
  ruleIds: string[];
  /** The whole list with the move made. */
  rows: RuleDto[];
  /** The moved rule's new place in its scope, 1 first. */
  position: number;
}

/** Moves `id` to where `targetId` stands (both of one scope); null when that is no move. */
export function moveTo(rows: readonly RuleDto[], id: string, targetId: string): Move | null {
  const rule = rows.find((r) => r.id === id);
  const target = rows.find((r) => r.id === targetId);
  if (!rule || !target || id === targetId || scopeKey(rule.scope) !== scopeKey(target.scope)) return null;
  const key = scopeKey(rule.scope);
  const inScope = rows.filter((r) => scopeKey(r.scope) === key);
  const reordered = inScope.filter((r) => r.id !== id);
  reordered.splice(inScope.indexOf(target), 0, rule);
  let next = 0;
  const merged = rows.map((r) => (scopeKey(r.scope) === key ? (reordered[next++] ?? r) : r));
  return { scope: rule.scope, ruleIds: reordered.map((r) => r.id), rows: merged, position: reordered.indexOf(rule) + 1 };
}

/** Moves `id` one place up (-1) or down (+1) inside its scope; null at the scope's edge. */
export function moveBy(rows: readonly RuleDto[], id: string, delta: -1 | 1): Move | null {
  const rule = rows.find((r) => r.id === id);
  if (!rule) return null;
  const inScope = rows.filter((r) => scopeKey(r.scope) === scopeKey(rule.scope));
  const neighbour = inScope[inScope.indexOf(rule) + delta];
  return neighbour ? moveTo(rows, id, neighbour.id) : null;
}

/** Each rule's place inside its scope as the rows stand, 1 first. */
export function scopePositions(rows: readonly RuleDto[]): Map<string, number> {
  const seen = new Map<string, number>();
  return new Map(
    rows.map((rule) => {
      const key = scopeKey(rule.scope);
      const position = (seen.get(key) ?? 0) + 1;
      seen.set(key, position);
      return [rule.id, position];
    }),
  );
}
