/** A bounded load run against a loopback server, summarised the same way for every benchmark. */
import autocannon from 'autocannon';

export interface LoadSummary {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  non2xx: number;
}

export async function load(options: autocannon.Options): Promise<LoadSummary> {
  const result = await autocannon({ duration: 10, connections: 50, ...options });
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
