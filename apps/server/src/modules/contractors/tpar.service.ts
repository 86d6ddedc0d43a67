/**
 * The TPAR of a business for a financial year, as load → compute → table: the load reads each
 * linked payment with the GST its coding posted, the domain adds them up, and the screen, the
 * CSV/XLSX (the reports' own renderers) and the ATO's electronic file all read that one result.
 */
import {
  computeTpar,
  formatAbn,
  tparFileBodySchema,
  tparFileProblems,
  tparFileRecords,
  tparPeriod,
  type Tpar,
  type TparFileBody,
  type TparPayment,
  message,
} from '@ledgerdesk/domain';
import { and, between, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { readSnapshot } from '../../platform/db/command.js';
import { Errors } from '../../platform/errors.js';
import { bankTransactions } from '../banking/banking.tables.js';
import { businesses } from '../businesses/index.js';
import { accounts } from '../charts/charts.tables.js';
import { businessInScope, journalLines } from '../ledger/index.js';
import { EXPORT_CONTENT_TYPES, namePart, renderCsv, renderXlsx, type ReportDocument, type ReportFile } from '../reports/index.js';
import { addressOf } from './contractors.repo.js';
import { contractorPayments, contractors } from './contractors.tables.js';

/** GST the payment's coding posted (the GST account's lines of its entry); nothing while uncoded. */
const gstOfPayment = sql<string>`coalesce((
  select sum(abs(${journalLines.amount})) from ${journalLines}
  join ${accounts} on ${accounts.id} = ${journalLines.accountId}
  where ${journalLines.entryId} = ${bankTransactions.journalEntryId} and ${accounts.systemRole} = 'gst'), 0)`;

async function loadPayments(db: Db, businessId: string, yearEnd: number): Promise<TparPayment[]> {
  const { from, to } = tparPeriod(yearEnd);
  const rows = await db
    .select({
      contractor: contractors,
      date: bankTransactions.date,
      abn: contractorPayments.abn,
      amount: bankTransactions.amount,
      taxWithheld: contractorPayments.taxWithheld,
      gst: gstOfPayment,
    })
    .from(contractorPayments)
    .innerJoin(bankTransactions, eq(bankTransactions.id, contractorPayments.bankTransactionId))
    .innerJoin(contractors, eq(contractors.id, contractorPayments.contractorId))
    .where(and(eq(contractorPayments.businessId, businessId), between(bankTransactions.date, from, to)));
  return rows.map((r) => ({
    contractorId: r.contractor.id,
    name: r.contractor.name,
    address: addressOf(r.contractor),
    email: r.contractor.email,
    date: r.date,
    abn: r.abn,
    paid: Math.abs(r.amount),
    gst: Number(r.gst),
    taxWithheld: r.taxWithheld,
  }));
}

export async function tparOf(ctx: AppContext, actor: AuthUser, businessId: string, yearEnd: number): Promise<Tpar> {
  return readSnapshot(ctx.db, async (db) => {
    await businessInScope(db, actor, businessId);
    return computeTpar(yearEnd, await loadPayments(db, businessId, yearEnd));
  });
}

const addressLine = (a: Tpar['rows'][number]['address']) =>
  [a.line1, a.line2, a.suburb, [a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The report laid out for the reports' renderers; the column keys are theirs, the headings TPAR's. */
function tparDocument(tpar: Tpar, businessName: string, abn: string | null): ReportDocument {
  return {
    title: `Taxable payments annual report ${tpar.yearEnd - 1}–${String(tpar.yearEnd).slice(2)}`,
    businessName,
    details: abn ? [`ABN ${formatAbn(abn)}`] : [],
    periodLabels: [`${tpar.from} – ${tpar.to}`],
    columns: [
      { key: 'contact', heading: 'Contractor', kind: 'text' },
      { key: 'reference', heading: 'ABN', kind: 'text' },
      { key: 'description', heading: 'Address', kind: 'text' },
      { key: 'gross', heading: 'Gross paid (incl. GST and tax withheld)', kind: 'amount' },
      { key: 'gst', heading: 'GST', kind: 'amount' },
      { key: 'amount', heading: 'Tax withheld (no ABN)', kind: 'amount' },
      { key: 'label', heading: 'No ABN quoted', kind: 'text' },
    ],
    rows: [
      ...tpar.rows.map((r) => ({
        cells: [
          r.name,
          r.abns.map(formatAbn).join(' / '),
          addressLine(r.address),
          r.gross,
          r.gst,
          r.taxWithheld,
          r.noAbn ? 'Yes: 47% withholding applies' : '',
        ],
        level: 0,
        style: 'line' as const,
      })),
      {
        cells: ['Total', null, null, tpar.totals.gross, tpar.totals.gst, tpar.totals.taxWithheld, null],
        level: 0,
        style: 'total' as const,
      },
    ],
  };
}

async function businessOf(db: Db, businessId: string) {
  const [row] = await db
    .select({ name: businesses.name, legalName: businesses.legalName, abn: businesses.abn })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw Errors.notFound('Business');
  return row;
}

const fileStem = (name: string, yearEnd: number) => `${namePart(name)}-tpar-${yearEnd}`;

export async function exportTpar(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
  yearEnd: number,
  format: 'csv' | 'xlsx',
): Promise<ReportFile> {
  const tpar = await tparOf(ctx, actor, businessId, yearEnd);
  const business = await businessOf(ctx.db, businessId);
  const doc = tparDocument(tpar, business.name, business.abn);
  const bytes = format === 'csv' ? renderCsv(doc) : await renderXlsx(doc);
  return { fileName: `${fileStem(business.name, yearEnd)}.${format}`, contentType: EXPORT_CONTENT_TYPES[format], bytes };
}

/** The ATO's electronic file; a 422 lists every problem (a contractor's address, the business's ABN) at once. */
export async function tparElectronicFile(ctx: AppContext, actor: AuthUser, businessId: string, body: TparFileBody): Promise<ReportFile> {
  const input = tparFileBodySchema.parse(body);
  const tpar = await tparOf(ctx, actor, businessId, input.year);
  const business = await businessOf(ctx.db, businessId);
  const fileInput = {
    yearEnd: input.year,
    runType: input.runType,
    payer: {
      abn: business.abn ?? '',
      name: business.legalName || business.name,
      address: input.address,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      email: input.email,
    },
    rows: tpar.rows,
  };
  const problems = tparFileProblems(fileInput);
  if (problems.length > 0) throw Errors.unprocessable(message('contractors.tparNotReady', { problems: problems.join(' ') }), { problems });
  return {
    fileName: `${fileStem(business.name, input.year)}.txt`,
    contentType: 'text/plain; charset=us-ascii',
    bytes: Buffer.from(tparFileRecords(fileInput).join(''), 'ascii'),
  };
}
