/** Drives the Mantine nprogress bar while at least one request is in flight. */
import { nprogress } from '@mantine/nprogress';

let inFlight = 0;

export function requestStarted(): void {
  inFlight += 1;
  if (inFlight === 1) nprogress.start();
}

export function requestFinished(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight === 0) nprogress.complete();
}

export function requestsInFlight(): number {
  return inFlight;
}
