import { describe, expect, it } from 'vitest';
import { fullName, initials } from './profile.js';

describe('initials', () => {
  it.each([
    [{ firstName: 'Olivia', lastName: 'Bennett' }, 'OB'],
    [{ firstName: 'olivia', lastName: 'bennett' }, 'OB'],
    [{ firstName: '  Jack ', lastName: '\tThompson\n' }, 'JT'],
    [{ firstName: 'Nguyễn', lastName: 'Minh Anh' }, 'NM'],
    [{ firstName: 'Nguyễn', lastName: '' }, 'N'],
    [{ firstName: 'Lê', lastName: 'Quang Huy' }, 'LQ'],
    [{ firstName: 'đức', lastName: 'ánh' }, 'ĐÁ'],
    [{ firstName: 'Ứng', lastName: 'Ông' }, 'ỨÔ'],
    [{ firstName: '', lastName: 'Trần' }, 'T'],
    [{ firstName: null, lastName: "O'Connor" }, 'O'],
  ])('of %j is %s', (names, expected) => {
    expect(initials(names)).toBe(expected);
  });

  it.each([
    [{}],
    [{ firstName: '', lastName: '' }],
    [{ firstName: '   ', lastName: '\t' }],
    [{ firstName: null, lastName: null }],
    [{ firstName: undefined, lastName: undefined }],
  ])('falls back to GW for %j', (names) => {
    expect(initials(names)).toBe('GW');
  });
});

describe('fullName', () => {
  it('joins the names that are present', () => {
    expect(fullName({ firstName: 'Trần', lastName: 'Thu Hà' })).toBe('Trần Thu Hà');
    expect(fullName({ firstName: 'Cher', lastName: '  ' })).toBe('Cher');
    expect(fullName({ firstName: null, lastName: 'Bennett' })).toBe('Bennett');
    expect(fullName({})).toBe('');
  });
});

describe('initials from decomposed input', () => {
  it('keeps the accent of a letter typed as base letter plus combining mark', () => {
    expect(initials({ firstName: 'E\u0302n', lastName: 'Ly' })).toBe('ÊL');
  });
});
