/**
 * List state in the URL (STYLE.md §4): the search parameters are parsed with a zod object
 * schema whose fields fall back with `.catch`, and changes are written back as parameters.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './PageSizeSelect';
import type { TablePaginationProps } from './TablePagination';

type Value = string | number | boolean | null | undefined;

export function parseSearch<S extends z.ZodType>(schema: S, params: URLSearchParams): z.infer<S> {
  return schema.parse(Object.fromEntries(params.entries()));
}

/** Writes `state` as parameters; empty values are left out. */
export function toSearchParams(state: Record<string, Value>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The parsed state and a writer that merges parameters into it. */
function useParsedParams<S extends z.ZodType<Record<string, Value>>>(schema: S) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(schema, params), [schema, params]);
  const write = useCallback((patch: Record<string, Value>) => setParams(toSearchParams({ ...state, ...patch })), [setParams, state]);
  return [state, write] as const;
}

/** The parsed state and a setter that merges a patch into it. */
export function useSearchState<S extends z.ZodType<Record<string, Value>>>(schema: S) {
  const [state, write] = useParsedParams(schema);
  const update: (patch: Partial<z.infer<S>>) => void = write;
  return [state, update] as const;
}

/** The fields every paged list keeps in the URL: `?page` (from 1) and `?limit`. */
export interface PagedSearch {
  page: number;
  limit: number;
}

/** The schema fields of PagedSearch: a page below 1 or an unoffered size falls back to page 1 or the default size. */
export const pagedSearchFields = {
  page: z.coerce.number().int().min(1).catch(1),
  limit: z.coerce
    .number()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value))
    .catch(DEFAULT_PAGE_SIZE),
};

/**
 * A paged list's URL state. Anything that changes which rows match (a filter, the sort) goes back
 * to page 1, as does a new page size; `pagination` wires TablePagination to the URL.
 */
export function useListSearch<S extends z.ZodType<PagedSearch & Record<string, Value>>>(schema: S) {
  const [search, write] = useParsedParams(schema);
  const { page, limit }: PagedSearch = search;
  return {
    search,
    refine: (patch: Partial<z.infer<S>>) => write({ ...patch, page: 1 }),
    pagination: (total: number, disabled: boolean): TablePaginationProps => ({
      page,
      pageSize: limit,
      total,
      onPageChange: (next) => write({ page: next }),
      onPageSizeChange: (size) => write({ limit: size, page: 1 }),
      disabled,
    }),
  };
}
