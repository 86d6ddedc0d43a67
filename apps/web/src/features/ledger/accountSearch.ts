/**
 * The account picker's search: the best match first, so Enter right after typing takes it. An
 * exact code, then a code that starts with the text, a name that starts with it, a word of the
 * name that starts with it, and last any account whose code or name contains it. Ties keep the
 * chart's order.
 */
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

export interface AccountLike {
  code: string;
  name: string;
}

/** 0 is best; undefined leaves the account out. */
export function accountRank({ code, name }: AccountLike, search: string): number | undefined {
  const text = search.trim().toLowerCase();
  if (!text) return 0;
  const c = code.toLowerCase();
  const n = name.toLowerCase();
  if (c === text) return 0;
  if (c.startsWith(text)) return 1;
  if (n.startsWith(text)) return 2;
  if (n.split(/[\s\-/&,()]+/).some((word) => word.startsWith(text))) return 3;
  if (c.includes(text) || n.includes(text) || `${c} ${n}`.includes(text)) return 4;
  return undefined;
}

/** Orders `items` by their rank for `search`, leaving out those that do not match. */
export function rankAccounts<T>(items: readonly T[], search: string, accountOf: (item: T) => AccountLike): T[] {
  return items
    .map((item, index) => ({ item, index, rank: accountRank(accountOf(item), search) }))
    .filter((entry): entry is { item: T; index: number; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** A Select filter for options labelled "code name" (accountOptions). */
export const accountFilter: OptionsFilter = ({ options, search, limit }) =>
  rankAccounts(options.filter(isItem), search, (option) => {
    const space = option.label.indexOf(' ');
    return space < 0 ? { code: option.label, name: '' } : { code: option.label.slice(0, space), name: option.label.slice(space + 1) };
  }).slice(0, limit);
