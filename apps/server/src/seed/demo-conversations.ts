/**
 * Files and chat for the demo, through the files and chat services: statements and BAS papers in
 * the businesses' default folders, a conversation between the bakery's owner and the team that
 * ends with an open file request and a mention for the owner, and a question for the case
 * manager in the plumber's channel. Messages are then spread over the last days, as a history.
 */
import { createHash } from 'node:crypto';
import { addMonths, type IsoDate } from '@ledgerdesk/domain';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../platform/auth/guard.js';
import type { AppContext } from '../platform/context.js';
import { command } from '../platform/db/command.js';
import { pgArray } from '../platform/db/arrays.js';
import { listChannels, postMessage, sendFileRequest } from '../modules/chat/index.js';
import { auditableFile, ensureRoot, insertIntoFolder, listTree } from '../modules/files/index.js';
import type { DemoActors } from './demo-actors.js';
import type { BooksBusiness } from './demo-books.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthName = (date: IsoDate) => `${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`;

/** A one-page PDF whose text is its title: enough for the file manager's preview and download. */
function pdf(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** Files into folders of the business's default tree, by folder name; answers the new files' ids. */
async function uploadInto(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  files: ReadonlyArray<[folder: string, name: string]>,
): Promise<string[]> {
  const stored = await Promise.all(
    files.map(async ([folder, name]) => {
      const bytes = pdf(name);
      const checksum = createHash('sha256').update(bytes).digest('hex');
      return {
        folder,
        name,
        size: bytes.length,
        mimeType: 'application/pdf',
        checksum,
        tempPath: '',
        storageKey: await ctx.storage.put(bytes),
      };
    }),
  );
  return command(ctx, actor, async (cmd) => {
    await ensureRoot(cmd, { type: 'business', id: businessId }, actor.id);
    const tree = await listTree(cmd.db, { type: 'business', id: businessId });
    const ids: string[] = [];
    for (const file of stored) {
      const folder = tree.find((f) => f.name === file.folder);
      if (!folder) throw new Error(`demo seed: no folder ${file.folder}`);
      const [row] = await insertIntoFolder(cmd.db, folder.id, [file], { uploadedBy: actor.id, uploaderName: null, uploadRequestId: null });
      if (!row) throw new Error('demo seed: file not inserted');
      await cmd.audit({ action: 'file.uploaded', entity: 'file', entityId: row.id, after: auditableFile(row) });
      ids.push(row.id);
    }
    return ids;
  });
}

/** The business's group channel, with each of `people` a member (as opening the chat makes them). */
async function groupChannel(ctx: AppContext, businessId: string, people: readonly AuthUser[]): Promise<string> {
  let id = '';
  for (const person of people) id = (await listChannels(ctx, person, businessId)).find((c) => c.kind === 'group')?.id ?? id;
  return id;
}

export async function seedConversations(
  ctx: AppContext,
  actors: DemoActors,
  books: readonly BooksBusiness[],
  today: IsoDate,
): Promise<void> {
  const { caseManager, client, supervisor } = actors;
  const bakery = books.find((b) => b.name === 'Bondi Beach Bakery');
  const plumber = books.find((b) => b.name === 'Coastal Plumbing Co');
  if (!bakery || !plumber) throw new Error('demo seed: the bakery and the plumber have no books');
  const lastMonth = monthName(addMonths(today, -1));
  const [statement] = await uploadInto(ctx, client, bakery.id, [
    ['Bank statements', `Everyday Cheque statement ${lastMonth}.pdf`],
    ['Bank statements', `Everyday Cheque statement ${monthName(addMonths(today, -2))}.pdf`],
    ['Receipts and invoices', 'Allied Pinnacle supply agreement.pdf'],
  ]);
  await uploadInto(ctx, caseManager, bakery.id, [['Tax and BAS', 'BAS lodgement receipt.pdf']]);
  await uploadInto(ctx, caseManager, plumber.id, [['Receipts and invoices', 'J Morris Plumbing ABN and insurance.pdf']]);

  const messages: number[] = [];
  const bakeryChat = await groupChannel(ctx, bakery.id, [caseManager, supervisor, client]);
  const say = async (author: AuthUser, channel: string, body: string, extra: { mentions?: string[]; attachments?: string[] } = {}) =>
    messages.push((await postMessage(ctx, author, channel, { body, ...extra })).id);
  await say(client, bakeryChat, `Hi Hà, the cheque account statement for ${lastMonth} is in the portal.`, {
    attachments: statement ? [statement] : [],
  });
  await say(caseManager, bakeryChat, "Thanks Liam! Last year's profit and loss is approved and locked; I'm on this quarter's BAS now.");
  await say(supervisor, bakeryChat, 'The GST summary for the quarter is with me for approval.');
  const receipts = (await listTree(ctx.db, { type: 'business', id: bakery.id })).find((f) => f.name === 'Receipts and invoices');
  const request = await sendFileRequest(ctx, caseManager, bakeryChat, {
    folderId: receipts?.id,
    message: "Could you upload this month's Woolworths and Officeworks receipts?",
    expiresInDays: 14,
    maxFiles: 20,
  });
  messages.push(request.message.id);
  await say(
    caseManager,
    bakeryChat,
    "@Liam O'Connor a few of the last weeks' lines are still uncoded: the request above takes the receipts.",
    {
      mentions: [client.id],
    },
  );

  const plumberChat = await groupChannel(ctx, plumber.id, [caseManager, supervisor]);
  await say(caseManager, plumberChat, 'The Bunnings rule now codes the materials on import.');
  await say(supervisor, plumberChat, "@Trần Thu Hà please check we hold J Morris Plumbing's ABN before the TPAR is due in August.", {
    mentions: [caseManager.id],
  });

  // A history rather than a burst: each message some hours after the one before, the last just now.
  await ctx.db.execute(
    sql`update messages m set created_at = now() - make_interval(hours => (${messages.length} - s.n)::int * 7)
        from unnest(${pgArray(messages)}::bigint[]) with ordinality as s(id, n) where m.id = s.id`,
  );
}
