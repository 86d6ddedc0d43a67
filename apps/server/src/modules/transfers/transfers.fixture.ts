/**
 * Business b1 of the ledger world with two more bank accounts whose statements arrive through the
 * real import path: a CommBank-layout CSV for the cheque account and an OFX (Suncorp's shape)
 * for the savings account. Between them: a transfer that leaves on one day and lands the next,
 * two equal transfers on one day, and a purchase refunded on the same account (not a transfer).
 */
import type { BankAccountDto, ImportDto, PreviewDto } from '@ledgerdesk/domain';
import type { TestApp } from '../../../test/harness.js';
import { accounts } from '../charts/charts.tables.js';
import { statementForm } from '../banking/imports.fixture.js';
import type { LedgerWorld } from '../ledger/ledger-world.fixture.js';

export const CHEQUE_CSV = [
  '10/09/2024,-1500.00,"TRANSFER TO xx4455 NETBANK",+8500.00',
  '12/09/2024,-200.00,"TFR TO SAVINGS",+8300.00',
  '12/09/2024,-200.00,"TFR TO SAVINGS",+8100.00',
  '13/09/2024,-89.95,"OFFICEWORKS 0123 SYDNEY",+8010.05',
  '16/09/2024,+89.95,"OFFICEWORKS REFUND 0123",+8100.00',
].join('\r\n');

const ofxLine = (date: string, amount: string, fitId: string, name: string) => `
          <STMTTRN>
            <TRNTYPE>${amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}</TRNTYPE>
            <DTPOSTED>${date}</DTPOSTED>
            <TRNAMT>${amount}</TRNAMT>
            <FITID>${fitId}</FITID>
            <NAME><![CDATA[${name}]]></NAME>
          </STMTTRN>`;

export const SAVINGS_OFX = `<?xml version="1.0" encoding="us-ascii"?>
<?OFX OFXHEADER="200" VERSION="200" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
    <DTSERVER>20240930</DTSERVER><LANGUAGE>ENG</LANGUAGE><FI><ORG>SUNCORP</ORG><FID>484-799</FID></FI></SONRS></SIGNONMSGSRSV1>
  <BANKMSGSRSV1>
    <STMTTRNRS>
      <TRNUID>1</TRNUID>
      <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
      <STMTRS>
        <CURDEF>AUD</CURDEF>
        <BANKACCTFROM><BANKID>SUNCORP</BANKID><ACCTID>10294455</ACCTID><ACCTTYPE>SAVINGS</ACCTTYPE></BANKACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20240901</DTSTART>
          <DTEND>20240930</DTEND>${ofxLine('20240911', '1500.00', 'S1', 'INTERNET TRANSFER FROM CHEQUE')}${ofxLine(
            '20240912',
            '200.00',
            'S2',
            'TFR FROM CHEQUE',
          )}${ofxLine('20240912', '200.00', 'S3', 'TFR FROM CHEQUE')}${ofxLine('20240920', '-45.00', 'S4', 'ATM WITHDRAWAL')}
        </BANKTRANLIST>
        <LEDGERBAL><BALAMT>3055.00</BALAMT><DTASOF>20240930</DTASOF></LEDGERBAL>
      </STMTRS>
    </STMTTRNRS>
  </BANKMSGSRSV1>
</OFX>`;

type One<T> = { data: T; message?: string };

/** Adds the clearing account to b1's chart, opens the two accounts and imports both statements. */
export async function buildTransferBooks(t: TestApp, w: LedgerWorld) {
  const token = w.users.cmA1.token;
  const [clearing] = await t.ctx.db
    .insert(accounts)
    .values({
      chartId: w.l1.chartId,
      code: '1-1190',
      name: 'Transfer clearing',
      type: 'asset',
      subtype: 'current',
      taxCode: 'N-T',
      systemRole: 'transfer_clearing',
    })
    .returning();
  if (!clearing) throw new Error('clearing account not inserted');
  const base = `/api/v1/businesses/${w.businesses.b1.id}/bank-accounts`;
  const open = async (name: string, accountNumber: string) =>
    (await t.api.post<One<BankAccountDto>>(base, { name, bsb: '062-000', accountNumber }, { token })).body.data;
  const cheque = await open('Everyday cheque', '12345678');
  const savings = await open('Business savings', '10294455');
  const importInto = async (accountId: string, form: FormData) => {
    const preview = await t.api.send<One<PreviewDto>>('POST', `${base}/${accountId}/imports`, form, { token });
    if (preview.status !== 201) throw new Error(`preview refused: ${preview.body.message ?? preview.status}`);
    const committed = await t.api.post<One<ImportDto>>(`/api/v1/imports/${preview.body.data.id}/commit`, undefined, { token });
    if (committed.status !== 200) throw new Error(`commit refused: ${committed.body.message ?? committed.status}`);
  };
  await importInto(cheque.id, statementForm(CHEQUE_CSV, 'CSVData.csv', { bank: 'commbank' }));
  await importInto(savings.id, statementForm(SAVINGS_OFX, 'savings.ofx'));
  return { clearingAccountId: clearing.id, cheque, savings };
}
