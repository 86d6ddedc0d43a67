import { describe, expect, it } from 'vitest';
import { parseOfx, readOfxAmount, readOfxDate } from './ofx.js';
import type { ParsedAccount, ParsedStatement } from './types.js';
import { english, englishDropped } from './warnings.fixture.js';

const only = (s: ParsedStatement) => {
  expect(s.accounts).toHaveLength(1);
  return s.accounts[0] as ParsedAccount;
};

const SGML = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
CHARSET:1252

<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20240630120000</SONRS></SIGNONMSGSRSV1><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>AUD<BANKACCTFROM><BANKID>062-000<ACCTID>1234 5678<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST><DTSTART>20240601<DTEND>20240630<STMTTRN><TRNTYPE>debit<DTPOSTED>20240603233000.000[+10:AEST]<TRNAMT>-42,50<FITID>A1<NAME>WOOLWORTHS 1234<MEMO>EFTPOS WOOLWORTHS 1234 SYDNEY</STMTTRN><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240605<TRNAMT>+1500<FITID>A2<NAME>ACME PTY LTD &amp; CO</STMTTRN><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240606<TRNAMT>0.00<FITID>A3<NAME>CARD CHECK</STMTTRN></BANKTRANLIST><LEDGERBAL><BALAMT>2457.50<DTASOF>20240630</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220"?>
<OFX>
  <CREDITCARDMSGSRSV1>
    <CCSTMTTRNRS><TRNUID>1</TRNUID>
      <CCSTMTRS>
        <CURDEF>AUD</CURDEF>
        <CCACCTFROM><ACCTID>4111222233334444</ACCTID></CCACCTFROM>
        <BANKTRANLIST>
          <!-- <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20240601</DTPOSTED><TRNAMT>-999.99</TRNAMT></STMTTRN> -->
          <STMTTRN>
            <TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20240602</DTPOSTED><TRNAMT>-12.00</TRNAMT><FITID>C1</FITID>
            <NAME><![CDATA[  CAFE <LUNA> & CO  ]]></NAME>
          </STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL><BALAMT>-12.00</BALAMT><DTASOF>20240630</DTASOF></LEDGERBAL>
      </CCSTMTRS>
    </CCSTMTTRNRS>
  </CREDITCARDMSGSRSV1>
</OFX>`;

describe('OFX dates and amounts', () => {
  it('keeps the calendar date as written, whatever time and zone follow', () => {
    expect(readOfxDate('20090401')).toBe('2009-04-01');
    expect(readOfxDate('20090523122017.000[-5:EST]')).toBe('2009-05-23');
    expect(readOfxDate('20140920170000[0:GMT]')).toBe('2014-09-20');
    expect(readOfxDate('20240603233000.000[+10:AEST]')).toBe('2024-06-03');
    expect(readOfxDate('20120231')).toBeUndefined();
    expect(readOfxDate('201120000000')).toBeUndefined();
    expect(readOfxDate('')).toBeUndefined();
  });

  it('reads decimal commas, signs, integers and zero padding, and refuses symbols', () => {
    expect(readOfxAmount('-200,00')).toBe(-20000);
    expect(readOfxAmount('-2,60')).toBe(-260);
    expect(readOfxAmount('+7490.73')).toBe(749073);
    expect(readOfxAmount('-80')).toBe(-8000);
    expect(readOfxAmount('-30.000')).toBe(-3000);
    expect(readOfxAmount('-3.77000')).toBe(-377);
    expect(readOfxAmount('$120')).toBeUndefined();
    expect(readOfxAmount('1,000.00')).toBeUndefined();
    expect(readOfxAmount('-3.775')).toBeUndefined();
  });
});

describe('OFX on our own samples', () => {
  it('reads an SGML body on one line with unclosed leaf tags', () => {
    const a = only(parseOfx(SGML));
    expect(a).toMatchObject({ accountId: '1234 5678', bankId: '062-000', accountType: 'CHECKING', currency: 'AUD' });
    expect(a.transactions).toEqual([
      {
        date: '2024-06-03',
        amount: -4250,
        description: 'EFTPOS WOOLWORTHS 1234 SYDNEY',
        payee: 'WOOLWORTHS 1234',
        externalId: 'A1',
        line: 6,
      },
      { date: '2024-06-05', amount: 150000, description: 'ACME PTY LTD & CO', payee: 'ACME PTY LTD & CO', externalId: 'A2', line: 6 },
    ]);
    expect(english(a.warnings)).toEqual([]);
    expect(englishDropped(a.dropped)).toEqual([
      { line: 6, reason: 'zeroAmount', message: "'CARD CHECK' has a zero amount and moves no money.", text: 'CARD CHECK' },
    ]);
    expect(a.closingBalance).toEqual({ amount: 245750, date: '2024-06-30' });
  });

  it('reads OFX 2 XML, skipping comments and keeping CDATA verbatim but trimmed', () => {
    const a = only(parseOfx(XML, { format: 'qfx' }));
    expect(a).toMatchObject({ accountId: '4111222233334444', accountType: 'CREDITCARD' });
    expect(a.transactions).toEqual([
      { date: '2024-06-02', amount: -1200, description: 'CAFE <LUNA> & CO', payee: 'CAFE <LUNA> & CO', externalId: 'C1', line: 11 },
    ]);
  });

  it('hands back the siblings an empty unclosed SGML leaf swallowed, and decodes entities once', () => {
    const text =
      '<OFX><STMTRS><BANKACCTFROM><ACCTID>9</BANKACCTFROM><STMTTRN><DTPOSTED>20240101<TRNAMT>-1<NAME>\n<MEMO>TPAY &amp;lt;DEF&amp;gt;</STMTTRN></STMTRS></OFX>';
    const a = only(parseOfx(text));
    expect(a.transactions).toEqual([{ date: '2024-01-01', amount: -100, description: 'TPAY &lt;DEF&gt;', line: 1 }]);
  });

  it('ignores an unreadable balance with a warning, keeping the transactions', () => {
    const a = only(parseOfx(SGML.replace('<BALAMT>2457.50', '<BALAMT>n/a')));
    expect(a.transactions).toHaveLength(2);
    expect(a.closingBalance).toBeUndefined();
    expect(english(a.warnings)).toContain("Line 6: the balance 'n/a' is not a number and was ignored.");
  });

  it('refuses a transaction without a date, an unreadable amount, and a file with no statement', () => {
    expect(() => parseOfx(SGML.replace('<DTPOSTED>20240605', ''))).toThrow(/^Line 6: the transaction has no posting date \(DTPOSTED\)\.$/);
    expect(() => parseOfx(SGML.replace('+1500', '$1500'))).toThrow("Line 6: the amount '$1500' is not a number of dollars and cents.");
    expect(() => parseOfx('<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>')).toThrow(/holds no bank or credit-card statement/);
    expect(() => parseOfx('Date,Amount\n1/1/2024,5')).toThrow(/not an OFX statement/);
  });
});
