/**
 * Bulk statements on one connection, each built while the database runs the one before. Building
 * the arrays of a 20,000-entry statement keeps Node busy about as long as the database takes to
 * run one, and on two cores the two can overlap instead of taking turns. `send(i)` builds
 * statement i and hands it to the driver; between two sends the driver is given a turn to put
 * the last one on the wire. Answers the results in order; when a statement fails, the ones after
 * it fail too (the transaction is aborted), so the first failure is the one thrown.
 */
export async function pipelined<T>(count: number, send: (index: number) => PromiseLike<T>): Promise<T[]> {
  const pending: Promise<T>[] = [];
  for (let i = 0; i < count; i++) {
    // Drizzle's query runs each time it is awaited: made a promise once, it runs once.
    const result = Promise.resolve(send(i));
    // Settled below; without a handler now, a failure during the next build would be "unhandled".
    result.catch(() => undefined);
    pending.push(result);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const settled = await Promise.allSettled(pending);
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}
