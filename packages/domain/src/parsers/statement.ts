/**
 * One entry point for the import: bytes (or text) in, a parsed statement out, whatever the
 * format. CSV needs a mapping; without one the guessed mapping is used, which the preview
 * then shows for the user to confirm or correct.
 */
import { parseCamt053 } from './camt.js';
import { parseCsv } from './csv.js';
import type { CsvMapping } from './csv-mapping.js';
import { suggestMapping } from './csv-suggest.js';
import type { DateOrder } from './date-order.js';
import { decodeText } from './decode.js';
import { detectFormat } from './detect.js';
import { parseOfx } from './ofx.js';
import { parseQif } from './qif.js';
import { StatementParseError, type ParsedStatement } from './types.js';
import { message } from '../messages/index.js';

export interface ParseStatementOptions {
  fileName?: string;
  csvMapping?: CsvMapping;
  /** For QIF files whose dates do not show their order. */
  dateOrder?: DateOrder;
}

export function parseStatement(input: Uint8Array | string, options: ParseStatementOptions = {}): ParsedStatement {
  const text = typeof input === 'string' ? input : decodeText(input).text;
  const format = detectFormat(text, options.fileName);
  switch (format) {
    case 'ofx':
    case 'qfx':
      return parseOfx(text, { format });
    case 'qif':
      return parseQif(text, options.dateOrder ? { dateOrder: options.dateOrder } : {});
    case 'camt053':
      return parseCamt053(text);
    case 'csv':
      return parseCsv(text, options.csvMapping ?? suggestMapping(text));
    case 'xlsx':
      throw new StatementParseError(message('statements.spreadsheetAsText'));
  }
}
