import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AU_BANK_MAPPINGS, type AuBank } from './au-banks.js';
import { parseCsv } from './csv.js';
import { english } from './warnings.fixture.js';

const fixtures = path.resolve(import.meta.dirname, '../../../../test-fixtures');

/** Our own statements, written in each bank's export layout. */
const SAMPLES: Record<AuBank, string> = {
  commbank: [
    '07/03/2024,"-1,200.00","Transfer to xx9876 CommBank app Rent","+3,254.50"',
    '6/03/2024,"+2,500.00","Salary ACME PTY LTD","+4,454.50"',
    '05/03/2024,"-45.50","WOOLWORTHS 1234 SYDNEY NS AUS Card xx1234","+1,954.50"',
  ].join('\r\n'),
  anz: ['05/03/2024,"-12.50","VISA DEBIT PURCHASE CARD 1234 CAFE NERO SYDNEY"', '06/03/24,"1500.00","PAYMENT FROM J CITIZEN"'].join('\n'),
  nab: [
    '05 Mar 24,-45.50,083-123 123456789,,EFTPOS DEBIT,WOOLWORTHS 1234 SYDNEY,954.50,Groceries,Woolworths',
    '06 Mar 24,2500.00,083-123 123456789,,SALARY,ACME PTY LTD PAYROLL,3454.50,Income,',
  ].join('\n'),
  ing: [
    'Date,Description,Credit,Debit,Balance',
    '06/03/2024,Salary Deposit - Receipt 123456 ACME PTY LTD,2500.00,,3454.50',
    '05/03/2024,EFTPOS Purchase - Receipt 654321 WOOLWORTHS,,-45.50,954.50',
  ].join('\n'),
  westpac: [
    'Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial',
    '032000123456,07/03/2024,"WITHDRAWAL ONLINE 1234567 TFR Rent",1200.00,,3254.50,OTHER,',
    '032000123456,06/03/2024,"DEPOSIT ACME PTY LTD SALARY",,2500.00,4454.50,INCOME,',
    '032000123456,05/03/2024,"CHEQUE 000123",45.50,,1954.50,OTHER,000123',
  ].join('\n'),
  macquarie: [
    'Transaction Date,Details,Account,Category,Subcategory,Notes,Debit,Credit,Balance,Original Description',
    '05 Mar 2024,Woolworths,Transaction Account,Food & Drink,Groceries,,45.50,,954.50,WOOLWORTHS 1234 SYDNEY',
    '06 Mar 2024,Acme Pty Ltd,Transaction Account,Income,Salary,,,2500.00,3454.50,ACME PTY LTD SALARY',
  ].join('\n'),
};

const EXPECTED: Record<AuBank, { rows: [string, number, string][]; opening?: number; closing?: number }> = {
  commbank: {
    rows: [
      ['2024-03-07', -120000, 'Transfer to xx9876 CommBank app Rent'],
      ['2024-03-06', 250000, 'Salary ACME PTY LTD'],
      ['2024-03-05', -4550, 'WOOLWORTHS 1234 SYDNEY NS AUS Card xx1234'],
    ],
    opening: 200000,
    closing: 325450,
  },
  anz: {
    rows: [
      ['2024-03-05', -1250, 'VISA DEBIT PURCHASE CARD 1234 CAFE NERO SYDNEY'],
      ['2024-03-06', 150000, 'PAYMENT FROM J CITIZEN'],
    ],
  },
  nab: {
    rows: [
      ['2024-03-05', -4550, 'WOOLWORTHS 1234 SYDNEY'],
      ['2024-03-06', 250000, 'ACME PTY LTD PAYROLL'],
    ],
    opening: 100000,
    closing: 345450,
  },
  ing: {
    rows: [
      ['2024-03-06', 250000, 'Salary Deposit - Receipt 123456 ACME PTY LTD'],
      ['2024-03-05', -4550, 'EFTPOS Purchase - Receipt 654321 WOOLWORTHS'],
    ],
    opening: 100000,
    closing: 345450,
  },
  westpac: {
    rows: [
      ['2024-03-07', -120000, 'WITHDRAWAL ONLINE 1234567 TFR Rent'],
      ['2024-03-06', 250000, 'DEPOSIT ACME PTY LTD SALARY'],
      ['2024-03-05', -4550, 'CHEQUE 000123'],
    ],
    opening: 200000,
    closing: 325450,
  },
  macquarie: {
    rows: [
      ['2024-03-05', -4550, 'Woolworths'],
      ['2024-03-06', 250000, 'Acme Pty Ltd'],
    ],
    opening: 100000,
    closing: 345450,
  },
};

describe('Australian bank mappings', () => {
  it.each(Object.keys(AU_BANK_MAPPINGS) as AuBank[])('%s: our sample parses to the right signed cents and balances', (bank) => {
    const [account] = parseCsv(SAMPLES[bank], AU_BANK_MAPPINGS[bank].mapping).accounts;
    const { rows, opening, closing } = EXPECTED[bank];
    expect(account?.transactions.map((t) => [t.date, t.amount, t.description])).toEqual(rows);
    expect(english(account?.warnings)).toEqual([]);
    expect(account?.currency).toBe('AUD');
    expect(account?.openingBalance?.amount).toBe(opening);
    expect(account?.closingBalance?.amount).toBe(closing);
  });

  it('keeps the Westpac serial as the reference', () => {
    const [account] = parseCsv(SAMPLES.westpac, AU_BANK_MAPPINGS.westpac.mapping).accounts;
    expect(account?.transactions[2]?.reference).toBe('000123');
  });

  it('agrees with the published layouts: header rows, date formats and column roles', () => {
    const firefly = (bank: string) =>
      JSON.parse(readFileSync(path.join(fixtures, `csv-au-formats/fireflycfg__au-${bank}.default.json`), 'utf8')) as {
        headers: boolean;
        date: string;
        roles: string[];
      };
    const commbank = firefly('commonwealth-bank');
    expect([commbank.headers, commbank.date, commbank.roles.slice(0, 3)]).toEqual([
      false,
      AU_BANK_MAPPINGS.commbank.mapping.dateFormat,
      ['date_transaction', 'amount', 'description'],
    ]);
    const anz = firefly('anz');
    expect([anz.headers, anz.roles.slice(0, 3)]).toEqual([false, ['date_transaction', 'amount', 'description']]);
    const ing = firefly('ing');
    expect([ing.headers, ing.date, ing.roles.indexOf('amount_credit'), ing.roles.indexOf('amount_debit')]).toEqual([true, 'd/m/Y', 2, 3]);
    const macquarie = firefly('macquarie');
    expect([
      macquarie.headers,
      macquarie.date,
      macquarie.roles.length,
      macquarie.roles.indexOf('amount_debit'),
      macquarie.roles.indexOf('amount_credit'),
    ]).toEqual([true, 'd M Y', 10, 6, 7]);
    const conf = readFileSync(path.join(fixtures, 'csv-au-formats/b2y__bank2ynab.conf'), 'utf8');
    expect(conf).toMatch(
      /\[AU National Australia Bank\][^[]*Input Columns = Date,Inflow,skip,skip,skip,Payee,Running Balance\nDate Format = %d %b %y/,
    );
  });
});
