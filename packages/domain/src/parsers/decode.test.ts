import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText } from './decode.js';
import { detectFormat } from './detect.js';
import { parseStatement } from './statement.js';

const fixtures = path.resolve(import.meta.dirname, '../../../../test-fixtures');

const utf16 = (text: string, bigEndian: boolean, bom: boolean) => {
  const bytes: number[] = bom ? (bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]) : [];
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    bytes.push(...(bigEndian ? [code >> 8, code & 0xff] : [code & 0xff, code >> 8]));
  }
  return new Uint8Array(bytes);
};
const SAMPLE = 'Date;Description;Amount\n27/01/2010;Café à Noël;10.00\n';

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    const bytes = new TextEncoder().encode(SAMPLE);
    expect(decodeText(bytes)).toEqual({ text: SAMPLE, encoding: 'utf-8' });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]))).toEqual({ text: SAMPLE, encoding: 'utf-8' });
  });

  it('reads UTF-16 in both byte orders, with or without a mark', () => {
    expect(decodeText(utf16(SAMPLE, false, true))).toEqual({ text: SAMPLE, encoding: 'utf-16le' });
    expect(decodeText(utf16(SAMPLE, true, true))).toEqual({ text: SAMPLE, encoding: 'utf-16be' });
    expect(decodeText(utf16(SAMPLE, false, false))).toEqual({ text: SAMPLE, encoding: 'utf-16le' });
    expect(decodeText(utf16(SAMPLE, true, false))).toEqual({ text: SAMPLE, encoding: 'utf-16be' });
  });

  it('falls back to Windows-1252 for Latin-1 bytes and keeps the euro sign and dashes', () => {
    expect(decodeText(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x97, 0x20, 0x80, 0x35, 0x20, 0xe0]))).toEqual({
      text: 'Café — €5 à',
      encoding: 'windows-1252',
    });
  });

  it('decodes the fixtures as their sources meant them', () => {
    const decode = (file: string) => decodeText(readFileSync(path.join(fixtures, file)));
    expect(decode('ofx/autosync__accented_characters_latin1.ofx').text).toContain('<NAME>Virement Interac à: Jean');
    expect(decode('ofx/moneyguru__desjardins.ofx').text).toContain('Intérêt');
    expect(decode('ofx/moneyguru__desjardins.qfx')).toMatchObject({
      encoding: 'utf-8',
      text: expect.stringContaining('Intérêt') as unknown,
    });
    expect(decode('csv/moneyguru__utf16_encoded.csv')).toEqual({
      encoding: 'utf-16le',
      text: 'Date;Description;Amount\n27/01/2010;fôø;10.00\n28/01/2010;bàr;-42.00',
    });
    expect(decode('csv/hledger__sample.fr.cp1252.csv').text).toBe(decode('csv/hledger__sample.fr.utf8.csv').text);
    expect(decode('csv/b2y__mands-uk-cc_MS_JANE_SMITH_01-12-2019_14-12-2019.csv').text.startsWith('Date Processed')).toBe(true);
  });
});

describe('detectFormat', () => {
  it('goes by content first, then by file name', () => {
    expect(detectFormat('OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>', 'statement.csv')).toBe('ofx');
    expect(detectFormat('<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?><OFX>', 'export.qfx')).toBe('qfx');
    expect(detectFormat('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.04"><BkToCstmrStmt>')).toBe('camt053');
    expect(detectFormat('\r\n!Type:Bank\r\nD1/2/24\r\n')).toBe('qif');
    expect(detectFormat('Date,Amount\n1/2/24,5\n', 'x.csv')).toBe('csv');
    expect(detectFormat('PK\u0003\u0004...')).toBe('xlsx');
    expect(detectFormat('', 'Transactions.XLSX')).toBe('xlsx');
  });

  it('recognises every statement fixture', () => {
    const expected = { ofx: ['ofx', 'qfx'], qif: ['qif'], csv: ['csv'], camt: ['camt053'] } as const;
    for (const [folder, formats] of Object.entries(expected)) {
      for (const file of readdirSync(path.join(fixtures, folder)).filter(
        (f) => !f.includes('.expected.') && f !== 'expected' && !f.endsWith('.rules'),
      )) {
        const { text } = decodeText(readFileSync(path.join(fixtures, folder, file)));
        const format = detectFormat(text, file);
        expect([file, (formats as readonly string[]).includes(format)]).toEqual([file, true]);
        if (file.endsWith('.qfx')) expect(format).toBe('qfx');
      }
    }
  });
});

describe('parseStatement', () => {
  it('decodes, detects and parses in one call', () => {
    const ofx = new TextEncoder().encode(
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>AUD<BANKACCTFROM><ACCTID>1</BANKACCTFROM><BANKTRANLIST><STMTTRN><DTPOSTED>20240701<TRNAMT>-1.00<NAME>X</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    );
    expect(parseStatement(ofx, { fileName: 'a.ofx' }).accounts[0]?.transactions).toEqual([
      { date: '2024-07-01', amount: -100, description: 'X', payee: 'X', line: 1 },
    ]);
    expect(parseStatement('!Type:Bank\nD01/02/24\nT5\n^\n', { dateOrder: 'dmy' }).accounts[0]?.transactions[0]?.date).toBe('2024-02-01');
    expect(parseStatement('Date,Description,Amount\n15/07/2024,Coffee,-4.50\n').accounts[0]?.transactions).toEqual([
      { date: '2024-07-15', amount: -450, description: 'Coffee', line: 2 },
    ]);
    expect(() => parseStatement(new Uint8Array([0x50, 0x4b, 3, 4]), { fileName: 'a.xlsx' })).toThrow(/parseRows/);
  });
});
