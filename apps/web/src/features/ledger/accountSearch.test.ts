import { describe, expect, it } from 'vitest';
import { accountFilter, rankAccounts } from './accountSearch';

const CHART = [
  { code: '140', name: 'Prepaid rent' },
  { code: '200', name: 'Sales' },
  { code: '400', name: 'Bank fees' },
  { code: '404', name: 'Parent company charges' },
  { code: '420', name: 'Office supplies' },
  { code: '469', name: 'Rent' },
  { code: '4', name: 'Suspense' },
];
const codes = (search: string) => rankAccounts(CHART, search, (a) => a).map((a) => a.code);

describe('the account picker search', () => {
  it('puts the exact code first, then codes that start with it, then codes that contain it', () => {
    expect(codes('4')).toEqual(['4', '400', '404', '420', '469', '140']);
    expect(codes('40')).toEqual(['400', '404', '140']);
  });

  it('puts a name that starts with the text before a word that does, before one that contains it', () => {
    expect(codes('rent')).toEqual(['469', '140', '404']);
    expect(codes('Sup')).toEqual(['420']);
  });

  it('leaves out what does not match and keeps the chart order for an empty search', () => {
    expect(codes('xyz')).toEqual([]);
    expect(codes(' ')).toEqual(CHART.map((a) => a.code));
  });

  it('filters the Select options labelled "code name", within the limit', () => {
    const options = CHART.map((a) => ({ value: a.code, label: `${a.code} ${a.name}` }));
    expect(accountFilter({ options, search: 'rent', limit: 2 }).map((o) => ('value' in o ? o.value : ''))).toEqual(['469', '140']);
  });
});
