import { describe, expect, it } from 'vitest';
import { checkRunningBalance } from './balances.js';
import { parseDateWithFormat } from './csv-dates.js';
import type { CsvMapping } from './csv-mapping.js';
import { suggestMapping } from './csv-suggest.js';
import { SIGNED } from './csv.fixture.js';
import { detectDelimiter, tokenizeCsv } from './csv-tokenizer.js';
import { parseCsv, parseRows } from './csv.js';
import { english, englishDropped } from './warnings.fixture.js';

describe('CSV tokenizer', () => {
  it('splits plain fields and keeps empty ones', () => {
    expect(tokenizeCsv('a,b,,d\n1,2,3,\n', ',')).toEqual([
      { fields: ['a', 'b', '', 'd'], line: 1 },
      { fields: ['1', '2', '3', ''], line: 2 },
    ]);
  });

  it('reads quoted delimiters, doubled quotes and line breaks inside quotes, and numbers lines from where records start', () => {
    const text =
      'date,note,amount\r\n01/07/2024,"Smith, J ""Jo""",-5.00\r\n02/07/2024,"line one\r\nline two\nline three",7\r\n03/07/2024,after,1';
    expect(tokenizeCsv(text, ',')).toEqual([
      { fields: ['date', 'note', 'amount'], line: 1 },
      { fields: ['01/07/2024', 'Smith, J "Jo"', '-5.00'], line: 2 },
      { fields: ['02/07/2024', 'line one\r\nline two\nline three', '7'], line: 3 },
      { fields: ['03/07/2024', 'after', '1'], line: 6 },
    ]);
  });

  it('handles CR-only line ends, a byte-order mark, blank lines and a quote inside an unquoted field', () => {
    expect(tokenizeCsv('\uFEFFa;b\r\rJoe\'s "Pizza";2\r', ';')).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: [''], line: 2 },
      { fields: ['Joe\'s "Pizza"', '2'], line: 3 },
    ]);
  });

  it('refuses a quote that is never closed, naming the line it opens on', () => {
    expect(() => tokenizeCsv('a,b\n1,"open\n2,3\n', ',')).toThrow('Line 2: a quoted field is never closed.');
  });

  it('detects comma, semicolon and tab delimiters', () => {
    expect(detectDelimiter('Date,Description,Amount\n1/7/24,"A; B",5\n')).toBe(',');
    expect(detectDelimiter('Buchungstag;Text;Betrag\n01.07.2024;Miete, Juli;-1.200,00\n')).toBe(';');
    expect(detectDelimiter('Date\tAmount\n1/7/24\t5,00\n')).toBe('\t');
  });
});

describe('CSV date formats', () => {
  it.each([
    ['5/03/2024', 'j/m/Y', '2024-03-05'],
    ['05/3/2024', 'd/m/Y', '2024-03-05'],
    ['3/5/2024', 'm/d/Y', '2024-03-05'],
    ['2024-03-05', 'Y-m-d', '2024-03-05'],
    ['2020-01-01T13:00:00', 'Y-m-d', '2020-01-01'],
    ['12/15/2018 10:46:49 PM', 'm/d/Y', '2018-12-15'],
    ['05.03.24', 'd.m.y', '2024-03-05'],
    ['05 Mar 24', 'd M y', '2024-03-05'],
    ['05 March 2024', 'd M Y', '2024-03-05'],
    ['12-Dec-2019', 'd-M-Y', '2019-12-12'],
    ['2012/3/22', 'Y/m/d', '2012-03-22'],
    ['31/02/2024', 'd/m/Y', undefined],
    ['Pending', 'd-M-Y', undefined],
    ['2024-03-05', 'd/m/Y', undefined],
  ])('%s as %s is %s', (text, format, expected) => {
    expect(parseDateWithFormat(text, format)).toBe(expected);
  });

  it('tries several formats in turn', () => {
    expect(parseDateWithFormat('05/03/24', ['d/m/Y', 'd/m/y'])).toBe('2024-03-05');
  });
});

describe('parseCsv with a mapping', () => {
  it('reads signed amounts into cents, with header names matched loosely', () => {
    const s = parseCsv(' date , DESCRIPTION ,amount\n01/07/2024,Rent,"-2,100.00"\n02/07/2024,Refund,15.5\n', SIGNED);
    expect(s).toEqual({
      format: 'csv',
      accounts: [
        {
          transactions: [
            { date: '2024-07-01', amount: -210000, description: 'Rent', line: 2 },
            { date: '2024-07-02', amount: 1550, description: 'Refund', line: 3 },
          ],
          warnings: [],
        },
      ],
    });
  });

  it('refuses an unreadable row with its line, or skips it with a warning when told to', () => {
    const text = 'Date,Description,Amount\nPending,Coffee,-4.50\n02/07/2024,Tea,-3.00\n31/02/2024,Cake,-6\n';
    expect(() => parseCsv(text, SIGNED)).toThrow("Line 2: the date 'Pending' is not a date written d/m/Y.");
    const s = parseCsv(text, { ...SIGNED, skipInvalidRows: true });
    expect(s.accounts[0]?.transactions.map((t) => t.amount)).toEqual([-300]);
    expect(englishDropped(s.accounts[0]?.dropped)).toEqual([
      {
        line: 2,
        reason: 'unreadable',
        message: "the date 'Pending' is not a date written d/m/Y.",
        problem: { code: 'badDate', value: 'Pending', formats: 'd/m/Y' },
      },
      {
        line: 4,
        reason: 'unreadable',
        message: "the date '31/02/2024' is not a date written d/m/Y.",
        problem: { code: 'badDate', value: '31/02/2024', formats: 'd/m/Y' },
      },
    ]);
    expect(() => parseCsv('Date,Description,Amount\n02/07/2024,Tea,abc\n', SIGNED)).toThrow(
      "Line 2: the amount 'abc' is not a number of dollars and cents.",
    );
  });

  it('refuses a mapping naming a column the header lacks', () => {
    expect(() => parseCsv('Date,Narrative,Amount\n01/07/2024,x,1\n', SIGNED)).toThrow("Line 1: the header has no column 'Description'.");
  });

  it('treats a debit as money out whatever sign it is written with', () => {
    const mapping: CsvMapping = { ...SIGNED, amount: { kind: 'debitCredit', debit: 'Out', credit: 'In' } };
    const s = parseCsv(
      'Date,Description,Out,In\n01/07/2024,a,10.00,\n01/07/2024,b,-10.00,\n01/07/2024,c,,5.00\n01/07/2024,d,0.00,7\n',
      mapping,
    );
    expect(s.accounts[0]?.transactions.map((t) => t.amount)).toEqual([-1000, -1000, 500, 700]);
  });

  it('signs an unsigned amount by its direction flag', () => {
    const mapping: CsvMapping = { ...SIGNED, amount: { kind: 'amountWithFlag', column: 'Amount', flagColumn: 'DrCr', outValues: ['DR'] } };
    const s = parseCsv('Date,Description,Amount,DrCr\n01/07/2024,a,10.00,DR\n01/07/2024,b,-20.00,CR\n01/07/2024,c,30.00,\n', mapping);
    expect(s.accounts[0]?.transactions.map((t) => t.amount)).toEqual([-1000, 2000, 3000]);
  });

  it('skips preamble, footer, comment and blank lines, and appends continuation rows', () => {
    const text =
      'Account 123\nBalance,"1,000.00"\n\nDate,Description,Amount\n# exported 2024\n01/07/2024,CARD PURCHASE,-5\n,WOOLWORTHS 1234,\n\n02/07/2024,SALARY,100\nClosing balance,,1095\n';
    const s = parseCsv(text, { ...SIGNED, skipLines: 3, skipLastLines: 1, appendContinuationRows: true });
    expect(s.accounts[0]?.transactions).toEqual([
      { date: '2024-07-01', amount: -500, description: 'CARD PURCHASE WOOLWORTHS 1234', line: 6 },
      { date: '2024-07-02', amount: 10000, description: 'SALARY', line: 9 },
    ]);
  });

  it('checks a running balance in either row order and derives the opening and closing balances', () => {
    const mapping: CsvMapping = { ...SIGNED, balanceColumn: 'Balance' };
    const oldestFirst = parseCsv('Date,Description,Amount,Balance\n01/07/2024,a,-5,95\n02/07/2024,b,20,115\n', mapping).accounts[0];
    expect(oldestFirst).toMatchObject({
      openingBalance: { amount: 10000, date: '2024-07-01' },
      closingBalance: { amount: 11500, date: '2024-07-02' },
      warnings: [],
    });
    const newestFirst = parseCsv('Date,Description,Amount,Balance\n02/07/2024,b,20,115\n01/07/2024,a,-5,95\n', mapping).accounts[0];
    expect(newestFirst).toMatchObject({ openingBalance: { amount: 10000 }, closingBalance: { amount: 11500 }, warnings: [] });
    const wrongSign = parseCsv('Date,Description,Amount,Balance\n01/07/2024,a,-5,95\n02/07/2024,b,20,115\n03/07/2024,c,20,95\n', mapping)
      .accounts[0];
    expect(english(wrongSign?.warnings)).toEqual([expect.stringMatching(/^Line 4: the running balance does not follow from the amounts/)]);
    expect(checkRunningBalance([])).toEqual({});
  });

  it('parses rows a server read from a spreadsheet, with their sheet row numbers', () => {
    const s = parseRows(
      [
        ['Date', 'Description', 'Amount'],
        ['01/07/2024', 'Stationery', '-12.30'],
      ],
      SIGNED,
      { format: 'xlsx', lines: [4, 5] },
    );
    expect(s).toEqual({
      format: 'xlsx',
      accounts: [{ transactions: [{ date: '2024-07-01', amount: -1230, description: 'Stationery', line: 5 }], warnings: [] }],
    });
  });
});

describe('suggestMapping', () => {
  it('finds the header past a preamble and names debit and credit columns', () => {
    const text =
      'Statement for 062-000 1234 5678\n\nTransaction Date,Narrative,Withdrawals,Deposits,Balance\n05/03/2024,EFTPOS,12.50,,987.50\n';
    expect(suggestMapping(text)).toEqual({
      hasHeader: true,
      skipLines: 2,
      delimiter: ',',
      dateColumn: 0,
      dateFormat: 'd/m/Y',
      amount: { kind: 'debitCredit', debit: 2, credit: 3 },
      descriptionColumns: [1],
      balanceColumn: 4,
      decimal: '.',
      skipInvalidRows: true,
    });
  });

  it('reads French, German and Spanish headers and decimal commas', () => {
    expect(suggestMapping('Date;Libellé;Montant\n05/03/2024;CB CARREFOUR;-12,50\n')).toMatchObject({
      amount: { kind: 'signed', column: 2 },
      descriptionColumns: [1],
      decimal: ',',
    });
    expect(suggestMapping('Buchungstag;Verwendungszweck;Soll;Haben\n05.03.2024;Miete;-800,00;\n')).toMatchObject({
      dateFormat: 'd.m.Y',
      amount: { kind: 'debitCredit', debit: 2, credit: 3 },
    });
    expect(suggestMapping('Fecha,Concepto,Importe\n5/3/2024,Café,"-3,20"\n')).toMatchObject({
      descriptionColumns: [1],
      amount: { kind: 'signed', column: 2 },
      decimal: ',',
    });
  });

  it('guesses the columns of a headerless export from what the cells hold', () => {
    const text = '05/03/2024,"-45.50","WOOLWORTHS 1234 SYDNEY AU","+1,234.56"\n06/03/2024,"+2,000.00","SALARY ACME","+3,234.56"\n';
    expect(suggestMapping(text)).toMatchObject({
      hasHeader: false,
      dateColumn: 0,
      amount: { kind: 'signed', column: 1 },
      descriptionColumns: [2],
      balanceColumn: 3,
    });
  });

  it('says so when it cannot find a date and an amount', () => {
    expect(() => suggestMapping('just,some\nwords,here\n')).toThrow(/choose the columns by hand/);
  });
});
