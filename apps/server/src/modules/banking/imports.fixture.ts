/** Statements the import tests upload: a CommBank-layout CSV (no header: date, signed amount, description, balance). */
export const COMMBANK_CSV = [
  '01/07/2024,+2500.00,"Transfer from client",+2500.00',
  '02/07/2024,-12.50,"EFTPOS CAFE SYDNEY",+2487.50',
  '03/07/2024,-1200.00,"RENT JULY",+1287.50',
  '03/07/2024,-12.50,"EFTPOS CAFE SYDNEY",+1275.00',
  '5/07/2024,-45.95,"TELSTRA",+1229.05',
].join('\r\n');

export function statementForm(content: string | Uint8Array, fileName: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([content]), fileName);
  return form;
}

/** A CSV mapping that reads dates only day first with slashes ('d/m/Y'): rows written otherwise fail. */
export const SLASHED_DAY_FIRST = {
  hasHeader: true,
  dateColumn: 0,
  dateFormat: 'd/m/Y',
  amount: { kind: 'signed', column: 2 },
  descriptionColumns: [1],
  decimal: '.',
  skipInvalidRows: true,
} as const;
