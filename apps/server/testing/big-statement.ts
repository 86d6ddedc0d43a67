/**
 * A CommBank-layout CSV statement (no header: date, signed amount, description, balance) of
 * `lines` distinct lines, 140 a day from 1 January 2023: the scale test and the import bench.
 */
export function bigCommBankStatement(lines: number): string {
  const out: string[] = [];
  let balance = 0;
  for (let i = 0; i < lines; i++) {
    const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(i / 140) * 86_400_000);
    const cents = (i % 7 === 0 ? 1 : -1) * (100 + ((i * 7919) % 250_000));
    balance += cents;
    const amount = (cents / 100).toFixed(2);
    out.push(
      `${day.getUTCDate()}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()},${cents > 0 ? '+' : ''}${amount},"EFTPOS PURCHASE ${i} SYDNEY",${(balance / 100).toFixed(2)}`,
    );
  }
  return out.join('\r\n');
}
