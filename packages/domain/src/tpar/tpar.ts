/**
 * The taxable payments annual report (ACCOUNTING.md): per contractor and financial year, every
 * ABN quoted, name, address, gross paid (including GST and tax withheld), GST, and the tax
 * withheld where no ABN was quoted. Only payments dated 1 July to 30 June count. Pure: the
 * server loads the payments, this adds them up, the screen and every file read the same rows.
 */

/** A payee who quotes no ABN has 47% of the gross withheld (ATO no-ABN withholding). */
export const NO_ABN_WITHHOLDING_BASIS_POINTS = 4_700;

/** The ATO year ending 30 June of `yearEnd`: TPAR always runs July to June, whatever the business's own year. */
export function tparPeriod(yearEnd: number): { from: string; to: string } {
  return { from: `${yearEnd - 1}-07-01`, to: `${yearEnd}-06-30` };
}

/** The TPAR year a date falls in: 2025-07-01 and 2026-06-30 are both in 2026. */
export function tparYearOf(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  return Number(isoDate.slice(5, 7)) >= 7 ? year + 1 : year;
}

/**
 * What was withheld from a payment when the bank line is what reached the payee: 53% of the gross
 * was paid, so the gross is the payment ÷ 0.53 and the tax is the rest, rounded to the cent.
 */
export function noAbnWithholding(paidCents: number): number {
  const paid = Math.abs(paidCents);
  const kept = 10_000 - NO_ABN_WITHHOLDING_BASIS_POINTS;
  return Math.round((paid * NO_ABN_WITHHOLDING_BASIS_POINTS) / kept);
}

export interface TparAddress {
  line1: string;
  line2: string;
  suburb: string;
  state: string;
  postcode: string;
}

export interface TparPayment {
  contractorId: string;
  name: string;
  address: TparAddress;
  email: string;
  date: string;
  /** The ABN quoted for this payment, or null when none was. */
  abn: string | null;
  /** Cents that reached the payee (positive). */
  paid: number;
  /** GST included in the payment, from its coding (positive). */
  gst: number;
  taxWithheld: number;
}

/** A contractor's payments under one ABN, or under none (abn null). */
export interface TparPart {
  abn: string | null;
  gross: number;
  gst: number;
  taxWithheld: number;
}

export interface TparRow {
  contractorId: string;
  name: string;
  address: TparAddress;
  email: string;
  /** Every ABN quoted in the year, in the order first used. */
  abns: string[];
  gross: number;
  gst: number;
  taxWithheld: number;
  /** Some payment of the year had no ABN quoted: no-ABN withholding applies to it. */
  noAbn: boolean;
  paymentCount: number;
  /** The same figures per ABN quoted, the no-ABN part last: the electronic file reports each apart. */
  parts: TparPart[];
}

export interface TparTotals {
  gross: number;
  gst: number;
  taxWithheld: number;
}

export interface Tpar {
  yearEnd: number;
  from: string;
  to: string;
  rows: TparRow[];
  totals: TparTotals;
}

export function computeTpar(yearEnd: number, payments: readonly TparPayment[]): Tpar {
  const { from, to } = tparPeriod(yearEnd);
  const rows = new Map<string, TparRow>();
  for (const p of payments) {
    if (p.date < from || p.date > to) continue;
    let row = rows.get(p.contractorId);
    if (!row) {
      row = {
        contractorId: p.contractorId,
        name: p.name,
        address: p.address,
        email: p.email,
        abns: [],
        gross: 0,
        gst: 0,
        taxWithheld: 0,
        noAbn: false,
        paymentCount: 0,
        parts: [],
      };
      rows.set(p.contractorId, row);
    }
    if (p.abn === null) row.noAbn = true;
    else if (!row.abns.includes(p.abn)) row.abns.push(p.abn);
    let part = row.parts.find((x) => x.abn === p.abn);
    if (!part) {
      part = { abn: p.abn, gross: 0, gst: 0, taxWithheld: 0 };
      row.parts.push(part);
    }
    for (const target of [row, part]) {
      target.gross += p.paid + p.taxWithheld;
      target.gst += p.gst;
      target.taxWithheld += p.taxWithheld;
    }
    row.paymentCount += 1;
  }
  for (const row of rows.values()) row.parts.sort((a, b) => Number(a.abn === null) - Number(b.abn === null));
  const sorted = [...rows.values()].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.contractorId.localeCompare(b.contractorId));
  const totals = sorted.reduce(
    (sum, r) => ({ gross: sum.gross + r.gross, gst: sum.gst + r.gst, taxWithheld: sum.taxWithheld + r.taxWithheld }),
    {
      gross: 0,
      gst: 0,
      taxWithheld: 0,
    },
  );
  return { yearEnd, from, to, rows: sorted, totals };
}
