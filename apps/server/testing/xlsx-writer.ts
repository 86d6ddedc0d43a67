/**
 * Minimal XLSX packages written by hand, for the hostile-file tests and the import bench: a
 * statement sheet of many rows (inline strings, no shared-strings part), and ZIP bombs, whose
 * central directory can tell the truth about a huge part or lie about it. exceljs would need
 * the 50 MB cell in memory to write one; here the part is deflated from a stream of chunks.
 */
import { crc32, deflateRawSync } from 'node:zlib';

interface Part {
  name: string;
  data: Buffer;
  /** What the central directory says the part unpacks to; the truth unless a test lies. */
  declaredSize?: number;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Transactions" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function zip(parts: readonly Part[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const compressed = deflateRawSync(part.data);
    const header = (size: number) => {
      const fields = Buffer.alloc(16);
      fields.writeUInt32LE(crc32(part.data), 0);
      fields.writeUInt32LE(compressed.length, 4);
      fields.writeUInt32LE(size, 8);
      fields.writeUInt16LE(name.length, 12);
      return fields;
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    header(part.data.length).copy(local, 14);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    header(part.declaredSize ?? part.data.length).copy(entry, 16);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    directory.push(entry, name);
    offset += local.length + name.length + compressed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

function sheetXml(rows: Iterable<readonly (string | number)[]>): Buffer {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  let r = 0;
  for (const row of rows) {
    r += 1;
    // exceljs needs each cell's reference; the few columns of a statement fit in A–Z.
    const cells = row.map((value, c) => {
      const ref = `${String.fromCharCode(65 + c)}${r}`;
      return typeof value === 'number'
        ? `<c r="${ref}"><v>${value}</v></c>`
        : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
    });
    out.push(`<row r="${r}">${cells.join('')}</row>`);
  }
  out.push('</sheetData></worksheet>');
  return Buffer.from(out.join(''), 'utf8');
}

function workbook(sheet: Buffer, declaredSheetSize?: number): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, ...(declaredSheetSize === undefined ? {} : { declaredSize: declaredSheetSize }) },
  ]);
}

/** An XLSX statement: a header (Date, Description, Amount) and `lines` rows, 140 a day from 1 January 2023. */
export function bigXlsxStatement(lines: number): Buffer {
  function* rows(): Generator<(string | number)[]> {
    yield ['Date', 'Description', 'Amount'];
    for (let i = 0; i < lines; i++) {
      const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(i / 140) * 86_400_000);
      const cents = (i % 7 === 0 ? 1 : -1) * (100 + ((i * 7919) % 250_000));
      yield [day.toISOString().slice(0, 10), `EFTPOS PURCHASE ${i} SYDNEY`, cents / 100];
    }
  }
  return workbook(sheetXml(rows()));
}

/**
 * One row whose cell holds `cellBytes` of the same letter: 50 MB deflates to about 50 KB. With
 * `lyingDirectory` the central directory says the sheet is 2 KB, as a hostile file would.
 */
export function xlsxBomb(cellBytes: number, options: { lyingDirectory?: boolean } = {}): Buffer {
  const sheet = sheetXml([['2024-07-01', 'A'.repeat(cellBytes), 1]]);
  return workbook(sheet, options.lyingDirectory ? 2048 : undefined);
}
