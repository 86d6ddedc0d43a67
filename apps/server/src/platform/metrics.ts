/**
 * Prometheus metrics (prom-client), one registry per app so the tests' apps never share counts.
 * HTTP durations are labelled by route pattern, never the raw URL: ids and tokens in paths would
 * make a series per record and put secrets in the metrics. Gauges that read the database pool,
 * the sockets or a queue are filled when Prometheus scrapes, not on every change.
 *
 * Background work goes through `track`: every job and timer of the queue (platform/jobs.ts) is
 * counted by outcome and timed, and each queue's depth is read through `queueDepth`.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { App } from './http.js';

export interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Runs one piece of background work, counting it as `ok` or `failed` under `task`. */
  track<T>(task: string, work: () => Promise<T>): Promise<T>;
  /** How many items wait in `queue`, read at each scrape. */
  queueDepth(queue: string, read: () => number | Promise<number>): void;
  /** A gauge read at each scrape: `read` answers its value per label (e.g. per namespace); a second call replaces the reader. */
  gauge(name: string, help: string, labelName: string, read: () => Record<string, number>): void;
}

const requestDurations = (registry: Registry) =>
  new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const runs = new Counter({
    name: 'ledgerdesk_background_runs_total',
    help: 'Runs of background work (timers, jobs) by task and outcome',
    labelNames: ['task', 'outcome'],
    registers: [registry],
  });
  const runSeconds = new Histogram({
    name: 'ledgerdesk_background_run_duration_seconds',
    help: 'How long a run of background work took',
    labelNames: ['task'],
    buckets: [0.01, 0.1, 1, 10, 60, 600],
    registers: [registry],
  });
  const queues = new Map<string, () => number | Promise<number>>();
  const gaugeReaders = new Map<string, () => Record<string, number>>();
  new Gauge({
    name: 'ledgerdesk_queue_depth',
    help: 'Items waiting in a queue of background work',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      for (const [queue, read] of queues) this.set({ queue }, await read());
    },
  });
  return {
    registry,
    requestDuration: requestDurations(registry),
    async track(task, work) {
      const stop = runSeconds.startTimer({ task });
      try {
        const result = await work();
        runs.inc({ task, outcome: 'ok' });
        return result;
      } catch (err) {
        runs.inc({ task, outcome: 'failed' });
        throw err;
      } finally {
        stop();
      }
    },
    queueDepth(queue, read) {
      queues.set(queue, read);
    },
    gauge(name, help, labelName, read) {
      const known = gaugeReaders.has(name);
      gaugeReaders.set(name, read);
      if (known) return;
      new Gauge({
        name,
        help,
        labelNames: [labelName],
        registers: [registry],
        collect() {
          for (const [label, value] of Object.entries(gaugeReaders.get(name)?.() ?? {})) this.set({ [labelName]: label }, value);
        },
      });
    },
  };
}

/** Times every answer by method, route pattern and status. */
export function registerRequestMetrics(app: App, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched URLs (probes, old chunk names) share one label instead of one series each.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
}
