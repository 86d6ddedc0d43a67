/** Which top-level fields differ between an audit entry's before and after values. */

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON text with object keys sorted, so key order never counts as a change. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );
}

/** Keys of either side whose values differ (added, removed or changed), in a stable order. */
export function changedKeys(before: unknown, after: unknown): string[] {
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  return keys.filter((key) => stableJson(left[key]) !== stableJson(right[key]));
}

/** The fields to show for one side: its keys, or nothing when the side is empty. */
export function fieldsOf(value: unknown): [string, unknown][] {
  return isRecord(value) ? Object.entries(value).sort(([a], [b]) => a.localeCompare(b)) : [];
}
