import { setImmediate } from 'node:timers/promises';

/**
 * Bulk statements on one connection, each built while the database runs the one before. Building
 * the arrays of a 20,000-entry statement keeps Node busy about as long as the database takes to
 * run one, and on two cores the two can overlap instead of taking turns. `build(i)` does the
 * work of statement i and answers how to send it; statement i is sent once statement i - 1 is
 * done (one at a time on the connection, as node-postgres wants), and a failure stops the rest.
 */
export async function pipelined<T>(count: number, build: (index: number) => () => PromiseLike<T>): Promise<T[]> {
  const results: T[] = [];
  let inFlight: Promise<T> | undefined;
  for (let i = 0; i < count; i++) {
    const send = build(i);
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
