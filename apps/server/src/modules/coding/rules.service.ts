/**
 * Auto-coding rules: create, edit (every save is a new version, the previous ones kept), move
 * between draft, active and archived, and order inside a scope. Runs live in their own files.
 */
import { canMoveRule, type RuleStatus, message } from '@ledgerdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { requireBusiness } from '../charts/index.js';
import { codingRules } from './coding.tables.js';
import { auditableRule, presentRule, presentVersion } from './rules.presenter.js';
import * as repo from './rules.repo.js';
import type { CreateRuleInput, RuleDto, RuleListQuery, RuleOrderInput, RuleScope, UpdateRuleInput } from './rules.schema.js';
import { assertMayChange, visibleRules } from './rules.scope.js';
import { assertBusinessActions, assertBusinessBankAccounts, assertValidDraft } from './rules.validate.js';

/** The scope a write places a rule in, once the caller may change rules there (403) and sees it (404). */
async function scopeForWrite(db: Db, actor: AuthUser, scope: RuleScope): Promise<repo.ScopeKey> {
  assertMayChange(actor, scope.kind);
  switch (scope.kind) {
    case 'practice':
      return { scopeKind: 'practice', brandId: null, businessId: null };
    case 'brand':
      if (!(await repo.brandExists(db, scope.brandId))) throw Errors.notFound('Brand');
      return { scopeKind: 'brand', brandId: scope.brandId, businessId: null };
    case 'business':
      await requireBusiness(db, actor, scope.businessId, { write: true });
      return { scopeKind: 'business', brandId: null, businessId: scope.businessId };
  }
}

/** A rule the caller sees, locked for the change, once they may change rules of its scope. */
async function openRule(db: Db, actor: AuthUser, id: string): Promise<repo.RuleRow> {
  if (!(await repo.findRuleView(db, id, visibleRules(actor)))) throw Errors.notFound('Rule');
  const row = await repo.lockRule(db, id);
  if (!row) throw Errors.notFound('Rule');
  assertMayChange(actor, row.scopeKind);
  if (row.businessId) await requireBusiness(db, actor, row.businessId, { write: true });
  return row;
}

async function present(db: Db, id: string): Promise<RuleDto> {
  const row = await repo.findRuleView(db, id, undefined);
  if (!row) throw Errors.notFound('Rule');
  return presentRule(row);
}

export async function listRules(ctx: AppContext, actor: AuthUser, query: RuleListQuery) {
  const where = and(
    visibleRules(actor),
    eq(codingRules.status, query.status),
    query.scopeKind ? eq(codingRules.scopeKind, query.scopeKind) : undefined,
    query.brandId ? eq(codingRules.brandId, query.brandId) : undefined,
    query.businessId ? eq(codingRules.businessId, query.businessId) : undefined,
    query.q ? repo.nameMatches(query.q) : undefined,
  );
  const { rows, total } = await repo.listRules(ctx.db, where, query);
  return { data: rows.map(presentRule), pagination: { skip: query.skip, limit: query.limit, total } };
}

export async function getRule(ctx: AppContext, actor: AuthUser, id: string): Promise<RuleDto> {
  const row = await repo.findRuleView(ctx.db, id, visibleRules(actor));
  if (!row) throw Errors.notFound('Rule');
  return presentRule(row);
}

export async function listRuleVersions(ctx: AppContext, actor: AuthUser, id: string) {
  await getRule(ctx, actor, id);
  return (await repo.listVersions(ctx.db, id)).map(presentVersion);
}

export async function createRule(ctx: AppContext, actor: AuthUser, input: CreateRuleInput): Promise<RuleDto> {
  return command(ctx, actor, async (cmd) => {
    const key = await scopeForWrite(cmd.db, actor, input.scope);
    assertValidDraft(input);
    if (input.scope.kind === 'business') {
      await assertBusinessBankAccounts(cmd.db, input.scope.businessId, input.scope.bankAccountIds);
      await assertBusinessActions(cmd.db, input.scope.businessId, input.actions);
    }
    await repo.lockScopeOrder(cmd.db, key);
    const row = await repo.insertRule(cmd.db, {
      ...key,
      bankAccountIds: input.scope.kind === 'business' ? input.scope.bankAccountIds : [],
      name: input.name,
      status: input.status,
      mode: input.mode,
      conditions: input.conditions,
      actions: input.actions,
      position: await repo.nextPosition(cmd.db, key),
      version: 1,
      createdBy: actor.id,
      updatedBy: actor.id,
    });
    await repo.insertVersion(cmd.db, row, actor.id);
    await cmd.audit({ action: 'coding_rule.created', entity: 'coding_rule', entityId: row.id, after: auditableRule(row) });
    return present(cmd.db, row.id);
  });
}

/** Every save is a new version; the ones before stay in the rule's history. */
export async function updateRule(ctx: AppContext, actor: AuthUser, id: string, input: UpdateRuleInput): Promise<RuleDto> {
  return command(ctx, actor, async (cmd) => {
    const before = await openRule(cmd.db, actor, id);
    assertValidDraft(input);
    if (before.businessId) await assertBusinessActions(cmd.db, before.businessId, input.actions);
    const row = await repo.updateRule(cmd.db, id, {
      name: input.name,
      mode: input.mode,
      conditions: input.conditions,
      actions: input.actions,
      version: before.version + 1,
      updatedBy: actor.id,
    });
    await repo.insertVersion(cmd.db, row, actor.id);
    await cmd.audit({
      action: 'coding_rule.updated',
      entity: 'coding_rule',
      entityId: id,
      before: auditableRule(before),
      after: auditableRule(row),
    });
    return present(cmd.db, id);
  });
}

/** Draft → active → archived → active or draft; anything else is a 409. A rule coming into force is checked again. */
export async function changeRuleStatus(ctx: AppContext, actor: AuthUser, id: string, status: RuleStatus): Promise<RuleDto> {
  return command(ctx, actor, async (cmd) => {
    const before = await openRule(cmd.db, actor, id);
    if (!canMoveRule(before.status, status)) throw Errors.conflict(message('coding.ruleStatusMove', { from: before.status, to: status }));
    if (status === 'active') {
      assertValidDraft(before);
      if (before.businessId) await assertBusinessActions(cmd.db, before.businessId, before.actions);
    }
    const row = await repo.updateRule(cmd.db, id, { status, updatedBy: actor.id });
    await cmd.audit({
      action: 'coding_rule.status_changed',
      entity: 'coding_rule',
      entityId: id,
      before: { status: before.status },
      after: { status: row.status },
    });
    return present(cmd.db, id);
  });
}

/**
 * Puts one scope's rules (or one tab's: `status`) in the order given. The listed rules share
 * out the positions they held, so rules of other tabs keep theirs.
 */
export async function orderRules(ctx: AppContext, actor: AuthUser, input: RuleOrderInput) {
  return command(ctx, actor, async (cmd) => {
    const key = await scopeForWrite(cmd.db, actor, input.scope);
    await repo.lockScopeOrder(cmd.db, key);
    const current = await repo.scopeRules(cmd.db, key, input.status);
    const known = new Set(current.map((r) => r.id));
    const given = new Set(input.ruleIds);
    if (given.size !== input.ruleIds.length || given.size !== known.size || input.ruleIds.some((ruleId) => !known.has(ruleId)))
      throw Errors.badRequest(message('coding.ruleOrder'));
    const slots = current.map((r) => r.position);
    await repo.setPositions(
      cmd.db,
      input.ruleIds.map((ruleId, i) => ({ id: ruleId, position: slots[i] ?? i + 1 })),
    );
    await cmd.audit({
      action: 'coding_rule.reordered',
      entity: 'coding_rule_scope',
      entityId: key.brandId ?? key.businessId,
      before: { scope: key, ruleIds: current.map((r) => r.id) },
      after: { scope: key, ruleIds: input.ruleIds },
    });
    const { rows } = await repo.listRules(cmd.db, and(repo.inScope(key), input.status ? eq(codingRules.status, input.status) : undefined), {
      skip: 0,
      limit: input.ruleIds.length,
    });
    return { data: rows.map(presentRule), pagination: { skip: 0, limit: rows.length, total: rows.length } };
  });
}
