/**
 * A seeded pseudo-random source (mulberry32), so the demo practice is the same on every install
 * and tests can rely on its shape.
 */
export interface Random {
  /** In [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = int(0, i);
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, count);
  };
  return { next, int, pick, chance: (p) => next() < p, sample };
}

/**
 * An ABN that passes the ATO check: nine random digits, then the two leading digits chosen so
 * the weighted sum is a multiple of 89. The leading pair contributes (its value - 10), and the
 * values 10..98 cover every remainder, so one always fits.
 */
export function demoAbn(random: Random): string {
  const weights = [3, 5, 7, 9, 11, 13, 15, 17, 19];
  const tail = weights.map(() => random.int(0, 9));
  const sum = tail.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0);
  const lead = 10 + ((89 - (sum % 89)) % 89);
  return `${lead}${tail.join('')}`;
}
