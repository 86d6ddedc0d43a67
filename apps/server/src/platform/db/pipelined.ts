import { setImmediate } from 'node:timers/promises';

/** How to send one statement: called once, when the statement before it is done. */
export type Send<T> = () => PromiseLike<T>;

/**
 * Bulk statements on one connection, each built while the database runs the one before. Building
 * the arrays of a 20,000-entry statement keeps Node busy about as long as the database takes to
 * run one, and on two cores the two can overlap instead of taking turns. `build(i)` does the
 * work of statement i and answers how to send it; statement i is sent once statement i - 1 is
 * done (one at a time on the connection, as node-postgres wants), and a failure stops the rest.
 */
export function pipelined<T>(count: number, build: (index: number) => Send<T>): Promise<T[]> {
  return pipelinedFrom(
    (function* () {
      for (let i = 0; i < count; i++) yield build(i);
    })(),
  );
}

/**
 * pipelined over statements built as they are asked for, when their number is only known at the
 * end: an async generator may yield the event loop while it builds (the statement before runs).
 */
export async function pipelinedFrom<T>(statements: Iterable<Send<T>> | AsyncIterable<Send<T>>): Promise<T[]> {
  const results: T[] = [];
  let inFlight: Promise<T> | undefined;
  for await (const send of statements) {
    if (inFlight) results.push(await inFlight);
    // Drizzle's query runs each time it is awaited: made a promise once, it runs once. Awaited
    // after the next build; without a handler now, a failure meanwhile would be "unhandled".
    inFlight = Promise.resolve(send());
    inFlight.catch(() => undefined);
    // The driver puts the statement on the wire in a later tick: give it that tick before building on.
    await setImmediate();
  }
  if (inFlight) results.push(await inFlight);
  return results;
}
