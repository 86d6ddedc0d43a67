import { describe, expect, it } from 'vitest';
import { BRAND_SLUG_PATTERN } from '@ledgerdesk/domain';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Smith Bookkeeping', 'smith-bookkeeping'],
    ['  Harbour   Ledger! ', 'harbour-ledger'],
    ['Sổ sách Đà Nẵng', 'so-sach-da-nang'],
    ['Tax & Co.', 'tax-and-co'],
    ['---', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps within 60 characters and stays valid', () => {
    const slug = slugify(`${'a'.repeat(59)} b c`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(BRAND_SLUG_PATTERN);
  });
});
