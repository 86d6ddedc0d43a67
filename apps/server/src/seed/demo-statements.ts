/**
 * A demo business's cheque-account statement, planned from its payee profile: the recurring and
 * occasional lines from `from` to `to`, monthly wages through the payroll clearing account,
 * quarterly super, and the BAS payments those lines add up to (net GST of the period and the
 * PAYG withheld from its wages), each with the coding a bookkeeper gives it. Pure and seeded.
 */
import { addDays, addMonths, daysInMonth, gstFromInclusive, isoDate, parts, type IsoDate, type TaxCode } from '@ledgerdesk/domain';
import { PROFILES, WAGES, type BooksProfile, type PayeeSpec, type When } from './demo-payees.js';
import type { Random } from './random.js';

export interface PlannedSplit {
  code: string;
  taxCode: TaxCode;
  amount: number;
}

export interface PlannedLine {
  date: IsoDate;
  description: string;
  reference: string;
  payee: string;
  amount: number;
  splits: PlannedSplit[];
}

export interface StatementPlan {
  profile: BooksProfile;
  basFrequency: 'monthly' | 'quarterly' | 'annually';
  from: IsoDate;
  to: IsoDate;
}

/** Gross wages are net pay plus about 22% withheld (PAYG), paid to the ATO with the BAS. */
const NET_OF_GROSS = 0.78;
const SUPER_GUARANTEE = 0.12;
const PAYROLL = 'KeyPay payroll';

const weekday = (date: IsoDate): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Banks post on business days: a weekend date moves to the Monday after. */
function businessDay(date: IsoDate): IsoDate {
  const day = weekday(date);
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date;
}

function monthsOf(from: IsoDate, to: IsoDate): IsoDate[] {
  const months: IsoDate[] = [];
  for (let month = addMonths(from, 0); month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

type MonthlyWhen = Exclude<When, { every: 'week' | 'fortnight' }>;

function daysIn(when: MonthlyWhen, random: Random, month: number, last: number): number[] {
  switch (when.every) {
    case 'month':
      return !when.months || when.months.includes(month) ? [Math.min(when.day, last)] : [];
    case 'year':
      return when.month === month ? [when.day] : [];
    case 'random':
      return Array.from({ length: random.int(...when.perMonth) }, () => random.int(1, last));
  }
}

function datesOf(when: When, random: Random, from: IsoDate, to: IsoDate): IsoDate[] {
  if (when.every === 'week' || when.every === 'fortnight') {
    const dates: IsoDate[] = [];
    const step = when.every === 'week' ? 7 : 14;
    for (let d = addDays(from, (when.weekday - weekday(from) + 7) % 7); d <= to; d = addDays(d, step)) dates.push(d);
    return dates;
  }
  return monthsOf(from, to).flatMap((first) => {
    const { year, month } = parts(first);
    return daysIn(when, random, month, daysInMonth(year, month))
      .map((day) => businessDay(isoDate(year, month, day)))
      .filter((d) => d >= from && d <= to);
  });
}

const fill = (template: string, payee: string, random: Random): string =>
  template.replace('{payee}', payee.toUpperCase()).replace(/#/g, () => String(random.int(0, 9)));

function linesOf(spec: PayeeSpec, random: Random, from: IsoDate, to: IsoDate): PlannedLine[] {
  return datesOf(spec.when, random, from, to).map((date) => {
    const payee = random.pick(spec.payees);
    const amount = (spec.money === 'in' ? 1 : -1) * random.int(...spec.cents);
    let left = amount;
    const splits = spec.coding.map((split, i) => {
      const part = i === spec.coding.length - 1 ? left : Math.round(amount * (split.share ?? 1));
      left -= part;
      return { code: split.code, taxCode: split.taxCode, amount: part };
    });
    return {
      date,
      payee,
      amount,
      splits,
      description: fill(spec.description, payee, random),
      reference: fill(spec.reference ?? '', payee, random),
    };
  });
}

const oneSplit = (date: IsoDate, payee: string, description: string, amount: number, code: string): PlannedLine => ({
  date,
  payee,
  description,
  reference: '',
  amount,
  splits: [{ code, taxCode: 'N-T', amount }],
});

interface DuePeriod {
  from: IsoDate;
  to: IsoDate;
  due: IsoDate;
}

/** BAS periods (monthly or financial-year quarters) and super quarters that ended by `to`, with their due dates. */
function periodsOf(from: IsoDate, to: IsoDate, months: 1 | 3, dueDay: number): DuePeriod[] {
  const periods: DuePeriod[] = [];
  for (let start = from; addMonths(start, months) <= to; start = addMonths(start, months)) {
    const end = addDays(addMonths(start, months), -1);
    // The October–December quarter's BAS is due on 28 February, not in January.
    const dueMonth = months === 3 && parts(end).month === 12 ? addMonths(end, 2) : addMonths(end, 1);
    periods.push({ from: start, to: end, due: businessDay(isoDate(parts(dueMonth).year, parts(dueMonth).month, dueDay)) });
  }
  return periods.filter((p) => p.due <= to);
}

const within = (lines: readonly PlannedLine[], p: { from: IsoDate; to: IsoDate }) =>
  lines.filter((l) => l.date >= p.from && l.date <= p.to);
const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

export function planStatement(random: Random, plan: StatementPlan): PlannedLine[] {
  const { from, to } = plan;
  const lines = PROFILES[plan.profile].flatMap((spec) => linesOf(spec, random, from, to));
  const withheld = new Map<IsoDate, number>();
  for (const date of datesOf({ every: 'month', day: 25 }, random, from, to)) {
    const net = random.int(...WAGES[plan.profile]);
    withheld.set(date, Math.round(net / NET_OF_GROSS) - net);
    lines.push(oneSplit(date, PAYROLL, 'PAYROLL NET PAY KEYPAY CLEARING', -net, '6-2000'));
  }
  const withheldIn = (p: DuePeriod) => sum(within(lines, p).map((l) => (l.payee === PAYROLL ? (withheld.get(l.date) ?? 0) : 0)));
  for (const quarter of periodsOf(from, to, 3, 28)) {
    const netPay = -sum(within(lines, quarter).map((l) => (l.payee === PAYROLL ? l.amount : 0)));
    const amount = -Math.round((netPay + withheldIn(quarter)) * SUPER_GUARANTEE);
    lines.push(oneSplit(quarter.due, 'Super clearing house', fill('SUPERANNUATION CLEARING HOUSE ######', '', random), amount, '6-2010'));
  }
  if (plan.basFrequency !== 'annually') {
    const periods = plan.basFrequency === 'monthly' ? periodsOf(from, to, 1, 21) : periodsOf(from, to, 3, 28);
    lines.push(...basPayments(lines, withheldIn, periods));
  }
  return lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Net GST of each period's lines goes to the GST account, the PAYG withheld from its wages to wages. */
function basPayments(lines: readonly PlannedLine[], withheldIn: (p: DuePeriod) => number, periods: readonly DuePeriod[]): PlannedLine[] {
  return periods.flatMap((period) => {
    const gst = sum(
      within(lines, period).flatMap((l) => l.splits.filter((s) => s.taxCode === 'GST').map((s) => gstFromInclusive(s.amount))),
    );
    const payg = withheldIn(period);
    const label = `${period.from.slice(0, 7)} TO ${period.to.slice(0, 7)}`;
    if (gst >= 0) {
      const splits = (
        [
          { code: '2-1300', taxCode: 'N-T', amount: -gst },
          { code: '6-2000', taxCode: 'N-T', amount: -payg },
        ] satisfies PlannedSplit[]
      ).filter((s) => s.amount !== 0);
      return [{ date: period.due, payee: 'ATO', description: `ATO BAS PAYMENT ${label}`, reference: '', amount: -(gst + payg), splits }];
    }
    // A refund period: the ATO pays the GST back and takes the withholding separately.
    return [
      oneSplit(period.due, 'ATO', `ATO BAS REFUND ${label}`, -gst, '2-1300'),
      ...(payg > 0 ? [oneSplit(period.due, 'ATO', `ATO PAYG WITHHOLDING ${label}`, -payg, '6-2000')] : []),
    ];
  });
}
