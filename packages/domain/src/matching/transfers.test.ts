import { describe, expect, it } from 'vitest';
import { chooseTransferPairs, transferConfidence, type TransferCandidate } from './transfers.js';

const facts = { gapDays: 0, wordHint: false, accountHint: false, rivals: 0 };
const candidate = (outId: string, inId: string, confidence: number, gapDays = 0): TransferCandidate => ({
  ...facts,
  outId,
  inId,
  confidence,
  gapDays,
});

describe('transfer confidence', () => {
  it('is highest for a same-day, unique amount that names the other account', () => {
    expect(transferConfidence({ ...facts, accountHint: true }, 3)).toBe(100);
  });

  it('falls as the dates move apart, and reaches the base outside the window', () => {
    const byGap = [0, 1, 2, 3, 4].map((gapDays) => transferConfidence({ ...facts, gapDays }, 3));
    expect(byGap).toEqual([70, 61, 53, 44, 35]);
  });

  it('counts a generic transfer word less than the other account named, and rivals against', () => {
    expect(transferConfidence({ ...facts, wordHint: true }, 3)).toBe(90);
    expect(transferConfidence({ ...facts, rivals: 1 }, 3)).toBe(55);
    expect(transferConfidence({ ...facts, rivals: 3 }, 3)).toBe(45);
  });
});

describe('choosing pairs', () => {
  it('keeps each line in one pair, best confidence first', () => {
    const chosen = chooseTransferPairs([candidate('o1', 'i1', 60), candidate('o1', 'i2', 80), candidate('o2', 'i2', 70)]);
    expect(chosen.map((c) => `${c.outId}-${c.inId}`)).toEqual(['o1-i2']);
  });

  it('pairs two equal transfers of one day with a line each, whatever order they arrive in', () => {
    const all = [candidate('o2', 'i1', 45), candidate('o1', 'i2', 45), candidate('o1', 'i1', 45), candidate('o2', 'i2', 45)];
    const chosen = chooseTransferPairs(all).map((c) => `${c.outId}-${c.inId}`);
    expect(chosen).toEqual(['o1-i1', 'o2-i2']);
    expect(chooseTransferPairs([...all].reverse()).map((c) => `${c.outId}-${c.inId}`)).toEqual(chosen);
  });

  it('prefers the closer date when confidence ties', () => {
    const chosen = chooseTransferPairs([candidate('o1', 'i1', 50, 2), candidate('o1', 'i2', 50, 1)]);
    expect(chosen.map((c) => c.inId)).toEqual(['i2']);
  });
});
