import { message } from '@ledgerdesk/domain';
/** Manual journals (the general journal): post, list with lines, and remove a manual one. */
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { entriesByIds, linesOfEntries, listEntries } from './entries.repo.js';
import type { EntryDto } from './ledger.schema.js';
import { businessInScope, entryInScope } from './ledger.scope.js';
import { presentEntry } from './journals.presenter.js';
import type { CreateJournalInput, JournalListQuery } from './journals.schema.js';
import { postEntry, removeEntry } from './posting.service.js';
import { groupLines } from './transactions.presenter.js';

export async function loadEntries(db: Db, ids: readonly string[]): Promise<EntryDto[]> {
  const heads = await entriesByIds(db, ids);
  const lines = groupLines(await linesOfEntries(db, ids));
  const byId = new Map(heads.map((h) => [h.id, presentEntry(h, lines.get(h.id) ?? [])]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadEntry(db: Db, id: string): Promise<EntryDto> {
  const [entry] = await loadEntries(db, [id]);
  if (!entry) throw Errors.notFound('Journal entry');
  return entry;
}

export async function createJournal(ctx: AppContext, actor: AuthUser, businessId: string, input: CreateJournalInput): Promise<EntryDto> {
  return command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    await businessInScope(db, actor, businessId);
    const posted = await postEntry(db, {
      businessId,
      date: input.date,
      source: input.adjustment ? 'adjustment' : 'manual',
      narration: input.narration,
      lines: input.lines.map((l) => ({
        accountId: l.accountId,
        amount: l.amount,
        taxCode: l.taxCode ?? null,
        gst: l.gst ?? 0,
        description: l.description ?? null,
      })),
      createdBy: actor.id,
    });
    const entry = await loadEntry(db, posted.id);
    await cmd.audit({ action: 'journal.created', entity: 'journal_entry', entityId: posted.id, after: entry });
    return entry;
  });
}

export async function listJournals(ctx: AppContext, actor: AuthUser, businessId: string, query: JournalListQuery) {
  await businessInScope(ctx.db, actor, businessId);
  const { rows, total } = await listEntries(ctx.db, { businessId, source: query.source, from: query.from, to: query.to }, query);
  const lines = groupLines(
    await linesOfEntries(
      ctx.db,
      rows.map((r) => r.id),
    ),
  );
  return { data: rows.map((r) => presentEntry(r, lines.get(r.id) ?? [])), pagination: { skip: query.skip, limit: query.limit, total } };
}

/** Only manual journals are removed here: a coded transaction is uncoded, opening balances are re-entered. */
export async function deleteJournal(ctx: AppContext, actor: AuthUser, entryId: string): Promise<void> {
  await command(ctx, actor, async (cmd) => {
    const { db } = cmd;
    const found = await entryInScope(db, actor, entryId);
    if (found.source !== 'manual' && found.source !== 'adjustment') {
      throw Errors.conflict(message('ledger.manualJournalsOnly'));
    }
    const before = await loadEntry(db, entryId);
    await removeEntry(db, entryId);
    await cmd.audit({ action: 'journal.deleted', entity: 'journal_entry', entityId: entryId, before });
  });
}
