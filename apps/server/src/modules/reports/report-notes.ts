/** Notes kept beside a report for one period (/edit-report), listed oldest first. */
import {
  dataAnswer,
  isoDateSchema,
  REPORT_TYPES,
  reportNoteInputSchema,
  reportNoteSchema,
  type ReportNote,
  message,
} from '@ledgerdesk/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../platform/http.js';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { command } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { businessInScope } from '../ledger/index.js';
import { users } from '../users/users.tables.js';
import { reportNotes } from './reports.tables.js';

const tags = ['reports'];
const params = z.object({ id: z.uuid() });
const listQuery = z.object({ type: z.enum(REPORT_TYPES), from: isoDateSchema(), to: isoDateSchema() });

const authorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

async function notesOf(db: Db, businessId: string, query: z.infer<typeof listQuery>, id?: string): Promise<ReportNote[]> {
  const rows = await db
    .select({
      id: reportNotes.id,
      type: reportNotes.type,
      from: reportNotes.from,
      to: reportNotes.to,
      body: reportNotes.body,
      authorName,
      createdAt: reportNotes.createdAt,
    })
    .from(reportNotes)
    .leftJoin(users, eq(users.id, reportNotes.authorId))
    .where(
      and(
        eq(reportNotes.businessId, businessId),
        eq(reportNotes.type, query.type),
        eq(reportNotes.from, query.from),
        eq(reportNotes.to, query.to),
        id ? eq(reportNotes.id, id) : undefined,
      ),
    )
    .orderBy(asc(reportNotes.createdAt), asc(reportNotes.id));
  return rows.map((r) => reportNoteSchema.parse({ ...r, createdAt: r.createdAt.toISOString() }));
}

export function registerReportNoteRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/businesses/:id/report-notes',
    {
      config: { access: 'reports:read' },
      schema: {
        summary: 'List notes on a report',
        tags,
        description: 'Notes on one report over one period, oldest first.',
        params,
        querystring: listQuery,
        response: { 200: dataAnswer(z.array(reportNoteSchema)) },
      },
    },
    async (request) => {
      await businessInScope(ctx.db, currentUser(request), request.params.id);
      return { data: await notesOf(ctx.db, request.params.id, request.query) };
    },
  );

  app.post(
    '/api/v1/businesses/:id/report-notes',
    {
      config: { access: 'reports:write' },
      schema: {
        summary: 'Add a note to a report',
        tags,
        description: 'Adds a note to a report over a period.',
        params,
        body: reportNoteInputSchema,
        response: { 201: dataAnswer(reportNoteSchema) },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { type, from, to, body } = request.body;
      if (from > to) throw Errors.badRequest(message('reports.fromAfterTo'));
      const note = await command(ctx, actor, async (cmd) => {
        const { db } = cmd;
        await businessInScope(db, actor, request.params.id);
        const [row] = await db
          .insert(reportNotes)
          .values({ businessId: request.params.id, type, from, to, body, authorId: actor.id })
          .returning({ id: reportNotes.id });
        if (!row) throw new Error('insert returned no row');
        await cmd.audit({
          action: 'report_note.created',
          entity: 'business',
          entityId: request.params.id,
          after: { type, from, to, body },
        });
        return row;
      });
      const [created] = await notesOf(ctx.db, request.params.id, { type, from, to }, note.id);
      if (!created) throw Errors.notFound('Report note');
      return reply.status(201).send({ data: created });
    },
  );
}
