/**
 * Where a load run's CPU went, per request: the server process, the PostgreSQL processes of this
 * machine and the load generator (this process). On a machine whose cores they all share, these
 * figures bound the throughput, and so the latency with a fixed number of requests in flight.
 * Read from /proc (Linux); elsewhere the figures are left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second as Linux reports them in /proc/<pid>/stat (USER_HZ, 100 on every mainstream build). */
const TICKS_PER_SECOND = 100;

function cpuMs(pid: number): number {
  try {
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0; // the process ended meanwhile
  }
}

function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('postgres');
      } catch {
        return false;
      }
    });
}

export interface CpuPerRequest {
  serverMs: number;
  postgresMs: number;
  loadGeneratorMs: number;
}

/** Runs `work` and answers its CPU per request, or undefined where /proc is not there to read. */
export async function measureCpu<T extends { requests: number }>(
  serverPid: number | undefined,
  work: () => Promise<T>,
): Promise<T & { cpuMsPerRequest?: CpuPerRequest }> {
  if (!existsSync('/proc/self/stat') || serverPid === undefined) return work();
  const total = () => ({ server: cpuMs(serverPid), postgres: postgresPids().reduce((sum, pid) => sum + cpuMs(pid), 0) });
  const before = total();
  const self = process.cpuUsage();
  const result = await work();
  const selfUsed = process.cpuUsage(self);
  const after = total();
  const per = (ms: number) => Math.round((ms / Math.max(result.requests, 1)) * 100) / 100;
  return {
    ...result,
    cpuMsPerRequest: {
      serverMs: per(after.server - before.server),
      postgresMs: per(after.postgres - before.postgres),
      loadGeneratorMs: per((selfUsed.user + selfUsed.system) / 1000),
    },
  };
}
