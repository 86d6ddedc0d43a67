/**
 * Drives the top progress bar while at least one request or navigation is in flight.
 *
 * The bar's store is ours and initialised here, not by the first render of NavigationProgress:
 * the router starts its first loaders (and so the bar) before React renders, and the component's
 * own initialisation then overwrote the running interval's id, so nothing could stop it and the
 * bar crawled on after every page had loaded. Each start also drops the previous run's pending
 * timers, which would otherwise reset a new run half-way.
 */
import { createNprogress } from '@mantine/nprogress';

export const [progressStore, progressBar] = createNprogress();
progressStore.initialize({ mounted: false, progress: 0, interval: -1, step: 1, stepInterval: 500, timeouts: [] });

let inFlight = 0;

export function requestStarted(): void {
  inFlight += 1;
  if (inFlight !== 1) return;
  progressBar.reset();
  progressBar.start();
}

export function requestFinished(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight === 0) progressBar.complete();
}

export function requestsInFlight(): number {
  return inFlight;
}
