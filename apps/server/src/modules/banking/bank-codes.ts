/**
 * The code for a new bank ledger account: the next free ten after the chart's highest bank
 * account in 1-1xxx (1-1110, 1-1120 → 1-1130), else any free 1-1xxx code.
 */
const BANK_CODE = /^1-1(\d{3})$/;

export function nextBankCode(existing: ReadonlyArray<{ code: string; subtype: string }>): string | undefined {
  const used = new Set<number>();
  let highestBank = 100;
  for (const { code, subtype } of existing) {
    const match = BANK_CODE.exec(code);
    if (!match) continue;
    const n = Number(match[1]);
    used.add(n);
    if (subtype === 'bank') highestBank = Math.max(highestBank, n);
  }
  const format = (n: number) => `1-1${String(n).padStart(3, '0')}`;
  for (let n = Math.floor(highestBank / 10) * 10 + 10; n <= 999; n += 10) if (!used.has(n)) return format(n);
  for (let n = 0; n <= 999; n++) if (!used.has(n)) return format(n);
  return undefined;
}
