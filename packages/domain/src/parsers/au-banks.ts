/**
 * Ready-made mappings for the CSV exports of the main Australian banks, offered first in the
 * import screen. Derived from the public layouts in test-fixtures/csv-au-formats (Firefly III
 * import configurations and bank2ynab's catalogue) and, for Westpac, the header its export
 * writes. Where the sources disagree (ANZ's year as '2024' or '24') both are accepted. Layouts
 * with a header name their columns, so a column the bank adds or moves does not shift the rest;
 * fitBankLayout finds the columns by name when a header-less layout meets a file with a header.
 */
import type { CsvMapping } from './csv-mapping.js';

export type AuBank = 'commbank' | 'anz' | 'nab' | 'ing' | 'westpac' | 'macquarie';

export interface BankMapping {
  bank: string;
  mapping: CsvMapping;
}

export const AU_BANK_MAPPINGS: Readonly<Record<AuBank, BankMapping>> = {
  // No header: date, signed amount, description, running balance ('+1,234.56').
  commbank: {
    bank: 'Commonwealth Bank',
    mapping: {
      hasHeader: false,
      delimiter: ',',
      dateColumn: 0,
      dateFormat: 'j/m/Y',
      amount: { kind: 'signed', column: 1 },
      descriptionColumns: [2],
      balanceColumn: 3,
      decimal: '.',
      currency: 'AUD',
    },
  },
  // No header: date, signed amount, description (Firefly: d/n/Y; bank2ynab: %d/%m/%y).
  anz: {
    bank: 'ANZ',
    mapping: {
      hasHeader: false,
      delimiter: ',',
      dateColumn: 0,
      dateFormat: ['d/m/Y', 'd/m/y'],
      amount: { kind: 'signed', column: 1 },
      descriptionColumns: [2],
      decimal: '.',
      currency: 'AUD',
    },
  },
  // No header: date ('05 Mar 24'), amount, account number, blank, transaction type, details, balance.
  nab: {
    bank: 'National Australia Bank',
    mapping: {
      hasHeader: false,
      delimiter: ',',
      dateColumn: 0,
      dateFormat: ['d M y', 'd M Y'],
      amount: { kind: 'signed', column: 1 },
      descriptionColumns: [5],
      balanceColumn: 6,
      decimal: '.',
      currency: 'AUD',
    },
  },
  // Header Date,Description,Credit,Debit,Balance; the debit column holds negative numbers.
  ing: {
    bank: 'ING Australia',
    mapping: {
      hasHeader: true,
      delimiter: ',',
      dateColumn: 'Date',
      dateFormat: 'd/m/Y',
      amount: { kind: 'debitCredit', debit: 'Debit', credit: 'Credit' },
      descriptionColumns: ['Description'],
      balanceColumn: 'Balance',
      decimal: '.',
      currency: 'AUD',
    },
  },
  westpac: {
    bank: 'Westpac',
    mapping: {
      hasHeader: true,
      delimiter: ',',
      dateColumn: 'Date',
      dateFormat: 'd/m/Y',
      amount: { kind: 'debitCredit', debit: 'Debit Amount', credit: 'Credit Amount' },
      descriptionColumns: ['Narrative'],
      referenceColumn: 'Serial',
      balanceColumn: 'Balance',
      decimal: '.',
      currency: 'AUD',
    },
  },
  // Header; 10 columns: date ('05 Mar 2024'), details, account, category, subcategory, notes, debit, credit, balance, original description.
  macquarie: {
    bank: 'Macquarie Bank',
    mapping: {
      hasHeader: true,
      delimiter: ',',
      dateColumn: 'Transaction Date',
      dateFormat: 'd M Y',
      amount: { kind: 'debitCredit', debit: 'Debit', credit: 'Credit' },
      descriptionColumns: ['Details'],
      balanceColumn: 'Balance',
      decimal: '.',
      currency: 'AUD',
    },
  },
};
