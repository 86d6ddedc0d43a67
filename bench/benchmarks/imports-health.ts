/**
 * The health probe's answer time while a 100,000-line XLSX statement is uploaded, previewed and
 * committed: one probe at a time, 10 ms apart, for as long as each request runs. A stalled
 * server event loop shows as a slow probe. Target: every probe within 100 ms, over several runs.
 */
import { bigXlsxStatement, type ServerProcess } from '@ledgerdesk/server/testing';

const LINES = 100_000;
const RUNS = 3;
const PAUSE_MS = 10;
const TARGET_MS = 100;

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Probes /api/health until `work` settles; answers each probe's time in ms. */
async function probeWhile<T>(server: ServerProcess, work: Promise<T>): Promise<{ value: T; probes: number[] }> {
  let done = false;
  const settled = work.finally(() => (done = true));
  const probes: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/health`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`health answered ${response.status} during the import`);
    probes.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  return { value: await settled, probes };
}

function distribution(probes: readonly number[]) {
  const sorted = [...probes].sort((a, b) => a - b);
  const at = (q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
  return {
    probes: sorted.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
    over100Ms: sorted.filter((ms) => ms > TARGET_MS).length,
  };
}

export async function benchHealthDuringImport(server: ServerProcess, headers: { authorization: string }, businessId: string) {
  const xlsx = new Blob([new Uint8Array(bigXlsxStatement(LINES))]);
  const upload: number[] = [];
  const commit: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const account = await json<{ data: { id: string } }>(
      await fetch(`${server.url}/api/v1/businesses/${businessId}/bank-accounts`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Bench XLSX import ${run} ${Date.now()}` }),
      }),
      'creating the bank account',
    );
    const form = new FormData();
    form.append('file', xlsx, 'year.xlsx');
    const previewed = await probeWhile(
      server,
      fetch(`${server.url}/api/v1/businesses/${businessId}/bank-accounts/${account.data.id}/imports`, {
        method: 'POST',
        headers,
        body: form,
      }).then((response) => json<{ data: { id: string; rowCount: number } }>(response, 'uploading the XLSX statement')),
    );
    if (previewed.value.data.rowCount !== LINES) throw new Error(`previewed ${previewed.value.data.rowCount} of ${LINES} lines`);
    upload.push(...previewed.probes);
    const committed = await probeWhile(
      server,
      fetch(`${server.url}/api/v1/imports/${previewed.value.data.id}/commit`, { method: 'POST', headers }).then((response) =>
        json<{ data: { importedCount: number } }>(response, 'committing the XLSX import'),
      ),
    );
    if (committed.value.data.importedCount !== LINES) throw new Error(`imported ${committed.value.data.importedCount} of ${LINES} lines`);
    commit.push(...committed.probes);
  }
  const all = distribution([...upload, ...commit]);
  return {
    lines: LINES,
    runs: RUNS,
    pauseMs: PAUSE_MS,
    uploadAndPreview: distribution(upload),
    commit: distribution(commit),
    targetMs: TARGET_MS,
    withinTarget: all.maxMs <= TARGET_MS,
  };
}
