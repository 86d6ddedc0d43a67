/**
 * A report as an A4 PDF: the brand's colour as a header band with its logo, the title, business,
 * its ABN, basis and approval, and period(s), then the columns, repeated on every page, and "Page n of m" in the footer.
 * Landscape when the columns do not fit portrait. Helvetica (built into every PDF reader) when
 * the text is Latin-1; a Vietnamese name needs glyphs Helvetica lacks, so then the system's
 * DejaVu Sans is embedded (Debian's fonts-dejavu-core), where the machine has it.
 */
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { cellText, type ReportBrand, type ReportColumn, type ReportColumnKey, type ReportDocument, type ReportRow } from './document.js';
import { columnHeading } from './csv.js';

const MARGIN = 36;
const BAND_HEIGHT = 56;
const ROW_HEIGHT = 14;
const FONT_SIZE = 8.5;
const AMOUNT_WIDTH = 78;
const MIN_TEXT_WIDTH = 70;
const INDENT = 10;
const FALLBACK_COLOR = '#1c7ed6';
const A4_SHORT_SIDE = 595.28;

const UNICODE_FONT = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};

/** What Helvetica's WinAnsi encoding can write: Latin-1 and the typographic marks used here. */
const WIN_ANSI_EXTRAS = new Set('–—‘’“”•…€');
const isWinAnsi = (text: string) => [...text].every((ch) => (ch.codePointAt(0) ?? 0) <= 0xff || WIN_ANSI_EXTRAS.has(ch));

function fontsFor(doc: ReportDocument, brandName: string): { regular: string; bold: string } {
  const texts = [brandName, doc.title, doc.businessName, ...doc.details, ...doc.periodLabels, ...doc.columns.map((c) => c.heading)];
  for (const row of doc.rows) for (const cell of row.cells) if (typeof cell === 'string') texts.push(cell);
  const latin = texts.every(isWinAnsi);
  return latin || !existsSync(UNICODE_FONT.regular) || !existsSync(UNICODE_FONT.bold)
    ? { regular: 'Helvetica', bold: 'Helvetica-Bold' }
    : UNICODE_FONT;
}

const isPngOrJpeg = (bytes: Buffer) => (bytes[0] === 0x89 && bytes[1] === 0x50) || (bytes[0] === 0xff && bytes[1] === 0xd8);

/** How much of the text width a column takes, by what it holds: names and descriptions need the most. */
const TEXT_WEIGHTS: Partial<Record<ReportColumnKey, number>> = {
  account: 2.4,
  description: 2,
  contact: 1.4,
  bankAccount: 1.3,
  date: 0.9,
  reference: 0.9,
  source: 0.8,
  code: 0.7,
  taxCode: 0.6,
  number: 0.5,
  label: 0.6,
};

/** Amount columns get a fixed width; text columns share the rest by weight. */
function columnWidths(columns: readonly ReportColumn[], usable: number): number[] {
  const amountTotal = columns.filter((c) => c.kind === 'amount').length * AMOUNT_WIDTH;
  const weights = columns.map((c) => (c.kind === 'amount' ? 0 : (TEXT_WEIGHTS[c.key] ?? 1)));
  const totalWeight = weights.reduce((a, b) => a + b, 0) || 1;
  return columns.map((c, i) => (c.kind === 'amount' ? AMOUNT_WIDTH : ((usable - amountTotal) * (weights[i] ?? 0)) / totalWeight));
}

function fitsPortrait(columns: readonly ReportColumn[]): boolean {
  const text = columns.filter((c) => c.kind === 'text').length;
  return text * MIN_TEXT_WIDTH + (columns.length - text) * AMOUNT_WIDTH <= A4_SHORT_SIDE - 2 * MARGIN;
}

export function renderPdf(doc: ReportDocument, brand: ReportBrand): Promise<Buffer> {
  const layout = fitsPortrait(doc.columns) ? 'portrait' : 'landscape';
  const pdf = new PDFDocument({
    size: 'A4',
    layout,
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${doc.title} — ${doc.businessName}`, Author: brand.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const fonts = fontsFor(doc, brand.name);
  const color = /^#[0-9a-f]{6}$/i.test(brand.primaryColor) ? brand.primaryColor : FALLBACK_COLOR;
  const usable = pdf.page.width - 2 * MARGIN;
  const widths = columnWidths(doc.columns, usable);
  const grouped = doc.columns.some((c) => c.group);
  const bottom = () => pdf.page.height - MARGIN - ROW_HEIGHT;

  const drawHeadings = (y: number): number => {
    pdf.font(fonts.bold).fontSize(FONT_SIZE).fillColor('#000000');
    let x = MARGIN;
    let height = ROW_HEIGHT;
    doc.columns.forEach((column, i) => {
      const width = widths[i] ?? 0;
      const align = column.kind === 'amount' ? 'right' : 'left';
      // A comparison report names each column's period above its heading.
      const text = grouped && column.group ? `${column.group}\n${column.heading}` : columnHeading(column);
      const options = { width: width - 4, align, height: ROW_HEIGHT * 3, ellipsis: true } as const;
      pdf.text(text, x + 2, y, options);
      height = Math.max(height, Math.min(ROW_HEIGHT * 3, pdf.heightOfString(text, options)));
      x += width;
    });
    const end = y + height + 2;
    pdf
      .moveTo(MARGIN, end)
      .lineTo(MARGIN + usable, end)
      .lineWidth(1)
      .strokeColor(color)
      .stroke();
    return end + 4;
  };

  const drawRow = (row: ReportRow, y: number) => {
    pdf
      .font(row.style === 'line' ? fonts.regular : fonts.bold)
      .fontSize(FONT_SIZE)
      .fillColor('#000000');
    if (row.style === 'total')
      pdf
        .moveTo(MARGIN, y - 3)
        .lineTo(MARGIN + usable, y - 3)
        .lineWidth(0.5)
        .strokeColor('#868e96')
        .stroke();
    let x = MARGIN;
    doc.columns.forEach((column, i) => {
      let width = widths[i] ?? 0;
      const indent = i === 0 ? row.level * INDENT : 0;
      const text = cellText(column, row.cells[i] ?? null);
      if (text && column.kind === 'text') {
        // Like a spreadsheet, text runs on over the empty cells after it (an entry's memo, a section's name).
        for (let next = i + 1; next < doc.columns.length && (row.cells[next] ?? null) === null; next++) width += widths[next] ?? 0;
      }
      if (text) {
        pdf.text(text, x + 2 + indent, y, {
          width: width - 4 - indent,
          align: column.kind === 'amount' ? 'right' : 'left',
          height: ROW_HEIGHT,
          lineBreak: false,
          ellipsis: true,
        });
      }
      x += widths[i] ?? 0;
    });
  };

  // Header band in the brand's colour, logo at its left, title in white.
  pdf.rect(0, 0, pdf.page.width, BAND_HEIGHT).fill(color);
  let titleX = MARGIN;
  if (brand.logo && isPngOrJpeg(brand.logo)) {
    try {
      pdf.image(brand.logo, MARGIN, 8, { fit: [120, BAND_HEIGHT - 16], valign: 'center' });
      titleX = MARGIN + 132;
    } catch {
      // A damaged logo must not stop the report: the band stays, without the image.
    }
  }
  pdf
    .font(fonts.bold)
    .fontSize(16)
    .fillColor('#ffffff')
    .text(doc.title, titleX, 19, { width: pdf.page.width - titleX - MARGIN, lineBreak: false, ellipsis: true });
  pdf
    .font(fonts.bold)
    .fontSize(12)
    .fillColor('#000000')
    .text(doc.businessName, MARGIN, BAND_HEIGHT + 14, { width: usable });
  pdf
    .font(fonts.regular)
    .fontSize(9)
    .fillColor('#495057')
    .text(doc.details.join('   |   '), MARGIN, BAND_HEIGHT + 32, { width: usable, lineBreak: false, ellipsis: true })
    .text(doc.periodLabels.join('   |   '), MARGIN, BAND_HEIGHT + 45, { width: usable });

  let y = drawHeadings(BAND_HEIGHT + 65);
  for (const row of doc.rows) {
    if (y > bottom()) {
      pdf.addPage();
      y = drawHeadings(MARGIN);
    }
    drawRow(row, y);
    y += ROW_HEIGHT;
  }

  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    // Writing inside the bottom margin would make pdfkit start a new page.
    pdf.page.margins.bottom = 0;
    const footerY = pdf.page.height - MARGIN + 10;
    pdf.font(fonts.regular).fontSize(7.5).fillColor('#868e96');
    pdf.text(`${brand.name} · ${doc.businessName}`, MARGIN, footerY, { width: usable / 2, lineBreak: false, ellipsis: true });
    pdf.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN + usable / 2, footerY, {
      width: usable / 2,
      align: 'right',
      lineBreak: false,
    });
  }
  pdf.end();
  return done;
}
