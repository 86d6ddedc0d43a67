/** A bounded load run against a loopback server, summarised the same way for every benchmark. */
import autocannon from 'autocannon';
import { measureCpu, type CpuPerRequest } from './cpu.js';

export interface LoadSummary {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  non2xx: number;
  /** With `serverPid`: the CPU a request cost each process on this machine (see cpu.ts). */
  cpuMsPerRequest?: CpuPerRequest;
}

/**
 * A fresh server spends its first requests compiling hot code and opening (and preparing
 * statements on) its database connections: the same load runs for WARM_UP_SECONDS first, unmeasured,
 * so the figures are the steady state a running server answers with.
 */
const WARM_UP_SECONDS = 2;

export async function load(options: autocannon.Options, watch: { serverPid?: number | undefined } = {}): Promise<LoadSummary> {
  await autocannon({ connections: 50, ...options, duration: WARM_UP_SECONDS });
  return watch.serverPid === undefined ? measure(options) : measureCpu(watch.serverPid, () => measure(options));
}

async function measure(options: autocannon.Options): Promise<LoadSummary> {
  const result = await autocannon({ duration: 10, connections: 50, ...options });
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
