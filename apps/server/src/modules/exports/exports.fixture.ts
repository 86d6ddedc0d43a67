/** For tests of export jobs: wait for one to end, and read a download's bytes. */
import type { ExportJob } from '@ledgerdesk/domain';
import type { ApiClient } from '../../../test/harness.js';

export async function exportEnd(api: ApiClient, id: string, token: string, timeoutMs = 45_000): Promise<ExportJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api.get<{ data: ExportJob }>(`/api/v1/export-jobs/${id}`, { token });
    if (res.status !== 200) throw new Error(`reading export job ${id} answered ${res.status}`);
    if (res.body.data.state === 'done' || res.body.data.state === 'failed') return res.body.data;
    if (Date.now() > until) throw new Error(`export job ${id} still ${res.body.data.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function bytesOf(baseUrl: string, url: string, token: string, language = 'en') {
  const res = await fetch(baseUrl + url, { headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
