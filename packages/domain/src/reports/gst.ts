/**
 * GST summary for a BAS period (ACCOUNTING.md): each taxed line lands on its G-labels by tax code
 * and direction (sale or purchase); 1A and 1B come either from line GST (accounts method) or
 * from the worksheet totals ÷ 11 (ATO NAT 5107). Refunds and credit notes count negative.
 */
import { isRevenue, type AccountSubtype, type AccountType } from '../accounts.js';
import type { IsoDate, Period } from '../dates.js';
import { TAX_CODES, type TaxCode } from '../ledger.js';
import { divideRounded, type Cents } from '../money.js';

export interface GstLine {
  date: IsoDate;
  /** When the money moved; null while unpaid. Bank-coded lines are paid on their date. */
  paidOn: IsoDate | null;
  accountType: AccountType;
  accountSubtype?: AccountSubtype;
  taxCode: TaxCode | null;
  /** Signed net, debit positive, and the signed GST of the line. */
  amount: Cents;
  gst: Cents;
}

export const BAS_LABELS = [
  'G1',
  'G2',
  'G3',
  'G4',
  'G5',
  'G6',
  'G7',
  'G8',
  'G9',
  'G10',
  'G11',
  'G12',
  'G13',
  'G14',
  'G15',
  'G16',
  'G17',
  'G18',
  'G19',
  'G20',
  '1A',
  '1B',
] as const;
export type BasLabel = (typeof BAS_LABELS)[number];
export type GstMethod = 'accounts' | 'worksheet';
export type GstBasis = 'cash' | 'accrual';

export interface GstSummary {
  registered: boolean;
  basis: GstBasis;
  method: GstMethod;
  labels: Record<BasLabel, Cents>;
  /** 1A − 1B: payable when positive, refundable when negative. */
  netGst: Cents;
  /** 1A and 1B by the other method, so a difference of cents can be shown. */
  alternative: { '1A': Cents; '1B': Cents };
}

export type GstDirection = 'sale' | 'purchase';

/** Where a line's GST-inclusive amount goes, by tax code and direction. */
function labelsFor(code: TaxCode, direction: GstDirection, capital: boolean): BasLabel[] {
  if (direction === 'sale') {
    switch (code) {
      case 'GST':
      case 'CAP':
        return ['G1'];
      case 'FRE':
        return ['G1', 'G3'];
      case 'EXP':
        return ['G1', 'G2'];
      case 'ITS':
      case 'INP':
        return ['G1', 'G4'];
      case 'N-T':
        return [];
    }
  }
  switch (code) {
    case 'GST':
      return ['G11'];
    case 'CAP':
      return ['G10'];
    case 'FRE':
    case 'EXP':
      return capital ? ['G10', 'G14'] : ['G11', 'G14'];
    case 'INP':
    case 'ITS':
      return ['G11', 'G13'];
    case 'N-T':
      return [];
  }
}

/** The lines a BAS label adds up: one direction, capital purchases or not, some tax codes. */
export interface BasLabelRule {
  direction: GstDirection;
  capital: boolean;
  codes: TaxCode[];
}

/**
 * The rules behind a label, read off the same table gstSummary uses, so a drill-down lists
 * exactly the lines the figure sums. 1A and 1B are the GST of every taxed sale or purchase.
 */
export function basLabelRules(label: BasLabel): BasLabelRule[] {
  const gstOf = { '1A': 'sale', '1B': 'purchase' } as const;
  const rules: BasLabelRule[] = [];
  for (const direction of ['sale', 'purchase'] as const) {
    // `capital` tells purchases apart only: a sale is never posted to a fixed asset.
    for (const capital of direction === 'sale' ? [false] : [false, true]) {
      const codes =
        label === '1A' || label === '1B'
          ? gstOf[label] === direction
            ? TAX_CODES.filter((code) => code !== 'N-T')
            : []
          : TAX_CODES.filter((code) => labelsFor(code, direction, capital).includes(label));
      if (codes.length > 0) rules.push({ direction, capital, codes });
    }
  }
  return rules;
}

export function inGstPeriod(line: GstLine, period: Period, basis: GstBasis): boolean {
  const when = basis === 'cash' ? line.paidOn : line.date;
  return when !== null && when >= period.from && when <= period.to;
}

export function gstSummary(
  lines: readonly GstLine[],
  options: { period: Period; basis: GstBasis; method?: GstMethod; registered?: boolean },
): GstSummary {
  const labels = Object.fromEntries(BAS_LABELS.map((l) => [l, 0])) as Record<BasLabel, Cents>;
  const method = options.method ?? 'accounts';
  const registered = options.registered ?? true;
  let lineGstSales = 0;
  let lineGstPurchases = 0;
  if (registered) {
    for (const line of lines) {
      if (!line.taxCode || !inGstPeriod(line, options.period, options.basis)) continue;
      const direction: GstDirection = isRevenue(line.accountType) ? 'sale' : 'purchase';
      const capital = line.accountType === 'asset' && line.accountSubtype === 'fixed';
      // Sales are credits: flip so that a sale counts positive and a refund negative.
      const sign = direction === 'sale' ? -1 : 1;
      const gross = sign * (line.amount + line.gst);
      for (const label of labelsFor(line.taxCode, direction, capital)) labels[label] += gross;
      if (direction === 'sale') lineGstSales += sign * line.gst;
      else lineGstPurchases += sign * line.gst;
    }
  }
  labels.G5 = labels.G2 + labels.G3 + labels.G4;
  labels.G6 = labels.G1 - labels.G5;
  labels.G8 = labels.G6 + labels.G7;
  labels.G9 = divideRounded(labels.G8, 11);
  labels.G12 = labels.G10 + labels.G11;
  labels.G16 = labels.G13 + labels.G14 + labels.G15;
  labels.G17 = labels.G12 - labels.G16;
  labels.G19 = labels.G17 + labels.G18;
  labels.G20 = divideRounded(labels.G19, 11);
  const accounts = { '1A': lineGstSales, '1B': lineGstPurchases };
  const worksheet = { '1A': labels.G9, '1B': labels.G20 };
  const chosen = method === 'accounts' ? accounts : worksheet;
  labels['1A'] = chosen['1A'];
  labels['1B'] = chosen['1B'];
  return {
    registered,
    basis: options.basis,
    method,
    labels,
    netGst: labels['1A'] - labels['1B'],
    alternative: method === 'accounts' ? worksheet : accounts,
  };
}
