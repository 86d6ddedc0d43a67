/**
 * The ATO's electronic TPAR data file ("Taxable payments annual report electronic reporting
 * specification", version 3.0.1, FPAIVV03.0): fixed-width records of 996 characters, in the
 * order sender (IDENTREGISTER1–3), payer (IDENTITY, SOFTWARE, one DPAIVS per payee), FILE-TOTAL.
 * Text is left-justified and blank-filled, numbers right-justified and zero-filled, amounts are
 * whole dollars with the cents dropped, dates DDMMYYYY. Each layout below lists the fields in
 * order with their widths, so the builder and a reader of the file share one definition.
 */
import { compactAbn, isValidAbn } from '../abn.js';
import { tparPeriod, type TparAddress, type TparRow } from './tpar.js';

export const TPAR_RECORD_LENGTH = 996;
export const TPAR_SPEC_VERSION = 'FPAIVV03.0';
export const TPAR_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA', 'OTH'] as const;

type Kind = 'A' | 'N';
export type FieldSpec = readonly [name: string, width: number, kind: Kind];

const address = (who: string): FieldSpec[] => [
  [`${who}Line1`, 38, 'A'],
  [`${who}Line2`, 38, 'A'],
  [`${who}Suburb`, 27, 'A'],
  [`${who}State`, 3, 'A'],
  [`${who}Postcode`, 4, 'N'],
  [`${who}Country`, 20, 'A'],
];

const head = (id: string): FieldSpec[] => [
  ['recordLength', 3, 'N'],
  ['recordIdentifier', id.length, 'A'],
];

/** Each record's fields before its blank filler, which takes it to 996 characters. */
export const TPAR_LAYOUTS = {
  IDENTREGISTER1: [
    ...head('IDENTREGISTER1'),
    ['abn', 11, 'N'],
    ['runType', 1, 'A'],
    ['reportEndDate', 8, 'N'],
    ['dataType', 1, 'A'],
    ['typeOfReport', 1, 'A'],
    ['formatOfReturnMedia', 1, 'A'],
    ['specVersion', 10, 'A'],
  ],
  IDENTREGISTER2: [
    ...head('IDENTREGISTER2'),
    ['name', 200, 'A'],
    ['contactName', 38, 'A'],
    ['contactPhone', 15, 'A'],
    ['fax', 15, 'A'],
    ['fileReference', 16, 'A'],
  ],
  IDENTREGISTER3: [...head('IDENTREGISTER3'), ...address('street'), ...address('postal'), ['email', 76, 'A']],
  IDENTITY: [
    ...head('IDENTITY'),
    ['abn', 11, 'N'],
    ['branch', 3, 'N'],
    ['financialYear', 4, 'N'],
    ['name', 200, 'A'],
    ['tradingName', 200, 'A'],
    ...address('street'),
    ['contactName', 38, 'A'],
    ['contactPhone', 15, 'A'],
    ['fax', 15, 'A'],
    ['email', 76, 'A'],
  ],
  SOFTWARE: [...head('SOFTWARE'), ['product', 80, 'A']],
  DPAIVS: [
    ...head('DPAIVS'),
    ['abn', 11, 'N'],
    ['familyName', 30, 'A'],
    ['givenName', 15, 'A'],
    ['otherGivenName', 15, 'A'],
    ['businessName', 200, 'A'],
    ['tradingName', 200, 'A'],
    ...address('street'),
    ['phone', 15, 'A'],
    ['bsb', 6, 'N'],
    ['accountNumber', 9, 'N'],
    ['grossPaid', 11, 'N'],
    ['taxWithheld', 11, 'N'],
    ['gst', 11, 'N'],
    ['paymentType', 1, 'A'],
    ['grantDate', 8, 'N'],
    ['grantProgram', 200, 'A'],
    ['email', 76, 'A'],
    ['statementBySupplier', 1, 'A'],
    ['amendment', 1, 'A'],
    ['nane', 1, 'A'],
  ],
  'FILE-TOTAL': [...head('FILE-TOTAL'), ['recordCount', 8, 'N']],
} as const satisfies Record<string, readonly FieldSpec[]>;

export type TparRecordType = keyof typeof TPAR_LAYOUTS;

/** The file is one byte per character with no declared encoding: accents are dropped, the rest made printable ASCII. */
function ascii(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, (ch) => (ch === 'đ' ? 'd' : 'D'))
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function field([name, width, kind]: FieldSpec, value: string | number | undefined): string {
  if (kind === 'N') {
    const digits = String(value ?? '').replace(/\D/g, '');
    if (digits.length > width) throw new Error(`${name} has ${digits.length} digits; the field holds ${width}.`);
    return digits.padStart(width, '0');
  }
  return ascii(String(value ?? ''))
    .slice(0, width)
    .padEnd(width, ' ');
}

function record(type: TparRecordType, values: Record<string, string | number | undefined>): string {
  const layout: readonly FieldSpec[] = TPAR_LAYOUTS[type];
  const body = layout
    .map((spec) => field(spec, spec[0] === 'recordLength' ? TPAR_RECORD_LENGTH : spec[0] === 'recordIdentifier' ? type : values[spec[0]]))
    .join('');
  return body.padEnd(TPAR_RECORD_LENGTH, ' ');
}

/** Whole dollars, cents dropped, as the specification asks. */
export const wholeDollars = (cents: number): number => Math.trunc(Math.max(0, cents) / 100);

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

const addressValues = (who: string, a: TparAddress) => ({
  [`${who}Line1`]: a.line1,
  [`${who}Line2`]: a.line2,
  [`${who}Suburb`]: a.suburb,
  [`${who}State`]: a.state,
  [`${who}Postcode`]: a.postcode,
});

export interface TparPayer {
  abn: string;
  name: string;
  address: TparAddress;
  contactName: string;
  contactPhone: string;
  email: string;
}

export interface TparFileInput {
  yearEnd: number;
  /** T: a test file for the ATO's test facility; P: for lodgement. */
  runType: 'T' | 'P';
  payer: TparPayer;
  rows: readonly TparRow[];
}

/** What stops a file being lodged, one sentence each; empty when it can be built. */
export function tparFileProblems(input: TparFileInput): string[] {
  const problems: string[] = [];
  const addressProblems = (who: string, a: TparAddress) => {
    if (!ascii(a.line1) || !ascii(a.suburb)) problems.push(`${who}: the street address and suburb are required.`);
    if (!(TPAR_STATES as readonly string[]).includes(a.state)) problems.push(`${who}: the state must be one of ${TPAR_STATES.join(', ')}.`);
    if (!/^\d{4}$/.test(a.postcode)) problems.push(`${who}: the postcode must be 4 digits.`);
  };
  if (!isValidAbn(input.payer.abn)) problems.push(`${input.payer.name || 'The business'}: the business has no valid ABN.`);
  if (!ascii(input.payer.contactName) || !ascii(input.payer.contactPhone))
    problems.push('A contact name and telephone number are required.');
  addressProblems(input.payer.name || 'The business', input.payer.address);
  if (input.rows.length === 0) problems.push('No contractor was paid in this financial year.');
  for (const row of input.rows) {
    addressProblems(row.name, row.address);
    if (row.parts.some((part) => wholeDollars(part.gross) <= 0)) problems.push(`${row.name}: the gross paid must be at least one dollar.`);
  }
  return problems;
}

/** One payee record per ABN quoted (the ATO matches payees by ABN) and one, ABN zero-filled, for payments without one. */
function payeeRecords(row: TparRow): string[] {
  const base = {
    businessName: row.name,
    ...addressValues('street', row.address),
    email: row.email,
    paymentType: 'P',
    statementBySupplier: 'N',
    amendment: 'O',
    nane: '',
  };
  return row.parts.map((part) =>
    record('DPAIVS', {
      ...base,
      abn: part.abn === null ? '0' : compactAbn(part.abn),
      grossPaid: wholeDollars(part.gross),
      gst: wholeDollars(part.gst),
      taxWithheld: wholeDollars(part.taxWithheld),
    }),
  );
}

/** The file's records without line ends (the ATO prefers none); throws when tparFileProblems has any. */
export function tparFileRecords(input: TparFileInput): string[] {
  const problems = tparFileProblems(input);
  if (problems.length > 0) throw new Error(problems.join(' '));
  const { payer } = input;
  const { to } = tparPeriod(input.yearEnd);
  const abn = compactAbn(payer.abn);
  const records = [
    record('IDENTREGISTER1', {
      abn,
      runType: input.runType,
      reportEndDate: ddmmyyyy(to),
      dataType: 'P',
      typeOfReport: 'C',
      formatOfReturnMedia: 'M',
      specVersion: TPAR_SPEC_VERSION,
    }),
    record('IDENTREGISTER2', { name: payer.name, contactName: payer.contactName, contactPhone: payer.contactPhone }),
    record('IDENTREGISTER3', { ...addressValues('street', payer.address), email: payer.email }),
    record('IDENTITY', {
      abn,
      financialYear: input.yearEnd,
      name: payer.name,
      ...addressValues('street', payer.address),
      contactName: payer.contactName,
      contactPhone: payer.contactPhone,
      email: payer.email,
    }),
    record('SOFTWARE', { product: 'INHOUSE Ledgerdesk' }),
    ...input.rows.flatMap(payeeRecords),
  ];
  records.push(record('FILE-TOTAL', { recordCount: records.length + 1 }));
  return records;
}

/** The fields of one record by name, read back with the same layout (for checks and tests). */
export function readTparRecord(line: string): { type: TparRecordType; fields: Record<string, string> } {
  const type = (Object.keys(TPAR_LAYOUTS) as TparRecordType[]).find((t) => line.startsWith(t, 3));
  if (!type) throw new Error(`Unknown record: ${line.slice(0, 20)}`);
  const fields: Record<string, string> = {};
  let at = 0;
  for (const [name, width] of TPAR_LAYOUTS[type] as readonly FieldSpec[]) {
    fields[name] = line.slice(at, at + width);
    at += width;
  }
  return { type, fields };
}
