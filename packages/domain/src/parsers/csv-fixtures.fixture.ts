/**
 * The CSV exports of personal-finance apps and banks among the fixtures (autosync, bank2ynab), each
 * with the mapping a user would choose and what parsing it must give; csv-fixtures.test.ts runs
 * them beside the accounting tools' exports.
 */
import { expect } from 'vitest';
import { renderMessage } from '../messages/index.js';
import type { CsvMapping } from './csv-mapping.js';
import type { ParsedAccount } from './types.js';

export const sum = (a: ParsedAccount) => a.transactions.reduce((s, t) => s + t.amount, 0);
export const amounts = (a: ParsedAccount) => a.transactions.map((t) => t.amount);

export interface Case {
  /** The mapping a user would choose for this export. */
  mapping: CsvMapping;
  check: (a: ParsedAccount) => void;
}

export const APP_EXPORTS: Record<string, Case> = {
  'autosync__mint.csv': {
    mapping: {
      hasHeader: true,
      dateColumn: 'Date',
      dateFormat: 'm/d/Y',
      amount: { kind: 'amountWithFlag', column: 'Amount', flagColumn: 'Transaction Type', outValues: ['debit'], inValues: ['credit'] },
      descriptionColumns: ['Original Description'],
      payeeColumn: 'Description',
      decimal: '.',
    },
    check: (a) => {
      expect(a.transactions).toMatchObject([
        { date: '2016-08-02', amount: -2999, payee: 'Amazon' },
        { date: '2016-06-02', amount: 12345, payee: 'Autopay Rautopay Auto' },
      ]);
    },
  },
  'autosync__paypal.csv': {
    mapping: {
      hasHeader: true,
      dateColumn: 'Date',
      dateFormat: 'm/d/Y',
      amount: { kind: 'signed', column: 'Net' },
      descriptionColumns: ['Type'],
      payeeColumn: 'Name',
      externalIdColumn: 'Transaction ID',
      decimal: '.',
    },
    check: (a) => {
      expect(a.transactions).toMatchObject([
        { date: '2016-06-04', amount: -2000, payee: 'Jane Doe', externalId: 'XYZ1' },
        { date: '2016-06-04', amount: 112000, payee: 'Debit Card', externalId: 'XYZ2' },
      ]);
    },
  },
  'autosync__venmo.csv': {
    mapping: {
      hasHeader: true,
      dateColumn: 'Datetime',
      dateFormat: 'Y-m-d',
      amount: { kind: 'signed', column: 'Amount (total)' },
      descriptionColumns: ['Note'],
      payeeColumn: 'To',
      externalIdColumn: 'ID',
      decimal: '.',
      skipInvalidRows: true,
    },
    check: (a) => {
      expect(amounts(a)).toEqual([7301, 5003, -1201, -3502]);
      expect(sum(a)).toBe(7601); // the statement's ending balance, from a starting balance of $0
      expect(a.transactions[0]).toMatchObject({ date: '2020-01-01', description: 'foobar charge positive', externalId: '1' });
      // The username row, three rows of balances and fees without words, and the disclaimer.
      expect(a.dropped?.map((d) => d.problem?.code)).toEqual(['noDate', 'noDate', 'noDate', 'noDate', 'noDate']);
    },
  },
  'b2y__mands-uk-cc_MS_JANE_SMITH_01-12-2019_14-12-2019.csv': {
    mapping: {
      hasHeader: true,
      dateColumn: 'Date Processed',
      dateFormat: 'd-M-Y',
      amount: { kind: 'amountWithFlag', column: 'Amount', flagColumn: 3, inValues: ['CR'] },
      descriptionColumns: ['Description'],
      decimal: '.',
      skipInvalidRows: true,
    },
    check: (a) => {
      expect(a.transactions).toHaveLength(10);
      expect(a.dropped?.filter((d) => renderMessage('en', d.message).includes("'Pending'"))).toHaveLength(3);
      expect(a.transactions[0]).toMatchObject({ date: '2019-12-12', amount: -118323 });
      expect(a.transactions[9]).toMatchObject({ date: '2019-12-02', amount: 110000, description: 'PAYMENT RECEIVED - THANK YOU' });
      expect(sum(a)).toBe(-28580);
    },
  },
  'b2y__ocbc-sg_TransactionHistory_20180418043121.csv': {
    mapping: {
      hasHeader: true,
      skipLines: 5,
      dateColumn: 'Transaction date',
      dateFormat: 'd/m/Y',
      amount: { kind: 'debitCredit', debit: 'Withdrawals (SGD)', credit: 'Deposits (SGD)' },
      descriptionColumns: ['Description'],
      decimal: '.',
      appendContinuationRows: true,
    },
    check: (a) => {
      expect(a.transactions).toHaveLength(8);
      expect(sum(a)).toBe(-17328);
      expect(a.transactions[0]).toMatchObject({
        date: '2018-04-18',
        amount: -666,
        description: 'DEBIT PURCHASE 15/04/18  66-6666 UBER EATS AN2GO HELP.UBERh',
      });
    },
  },
  'b2y__test_BOI_TransactionExport.csv': {
    mapping: {
      hasHeader: true,
      dateColumn: 'Date',
      dateFormat: 'd/m/Y',
      amount: { kind: 'debitCredit', debit: 'Debit', credit: 'Credit' },
      descriptionColumns: ['Details'],
      decimal: '.',
    },
    check: (a) => {
      expect(a.transactions).toHaveLength(27);
      expect(sum(a)).toBe(384122 - 426083);
      expect(a.transactions[1]).toMatchObject({ date: '2017-09-01', amount: 2950, description: 'Éáú üüüümlaut!     GP' });
      expect(a.transactions[8]?.description).toBe('CTO');
    },
  },
  'b2y__test_row_format_CD_flag.csv': {
    mapping: {
      hasHeader: false,
      delimiter: ';',
      dateColumn: 0,
      dateFormat: 'd.m.Y',
      amount: { kind: 'amountWithFlag', column: 3, flagColumn: 4, outValues: ['O'], inValues: ['I'] },
      descriptionColumns: [1],
      decimal: ',',
      skipInvalidRows: true,
    },
    check: (a) => {
      expect(a.transactions).toHaveLength(70);
      expect(a.transactions.filter((t) => t.amount > 0)).toHaveLength(9);
      expect(sum(a)).toBe(187820 - 631936);
      expect(a.dropped?.map((d) => `Line ${d.line}: ${renderMessage('en', d.message)}`)).toEqual([
        "Line 71: the date 'A null transaction, just to confuse things' is not a date written d.m.Y.",
        ...[72, 73, 74].map((n) => `Line ${n}: the direction 'EUR' is neither money in (I) nor out (O).`),
      ]);
    },
  },
};
