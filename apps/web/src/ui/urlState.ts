/**
 * List state in the URL (STYLE.md §4): the search parameters are parsed with a zod object
 * schema whose fields fall back with `.catch`, and changes are written back as parameters.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

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

/** The parsed state and a setter that merges a patch into it. */
export function useSearchState<S extends z.ZodType<Record<string, Value>>>(schema: S) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(schema, params), [schema, params]);
  const update = useCallback(
    (patch: Partial<z.infer<S>>) => setParams(toSearchParams({ ...state, ...patch })),
    [setParams, state],
  );
  return [state, update] as const;
}
