import { Role, type ExportJob } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderWithRouter } from '../../test/render';
import { signInTo } from '../../test/session';
import { ReportDownloads } from '../reports/ReportDownloads';

configure({ asyncUtilTimeout: 20_000 });

const BUSINESS = '00000000-0000-4000-8000-0000000000b1';
const JOB_ID = '00000000-0000-4000-8000-0000000000e2';
const FILE = 'Harbourside-Dental-profit-and-loss-2025-07-01-2026-06-30.pdf';
const job = (state: ExportJob['state'], more: Partial<ExportJob> = {}): ExportJob => ({
  id: JOB_ID,
  kind: 'report',
  report: 'profit-and-loss',
  format: 'pdf',
  state,
  lines: null,
  total: null,
  fileName: null,
  bytes: null,
  expiresAt: null,
  error: null,
  ...more,
});

let ending: 'done' | 'failed' = 'done';
/** Reads of the job so far: the first finds it running, the next ones finished. */
let reads = 0;
let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.method === 'POST' && req.path === `/api/v1/businesses/${BUSINESS}/reports/profit-and-loss/export-jobs`)
      return sendJson(res, 202, { data: job('queued') });
    if (req.method === 'GET' && req.path === `/api/v1/export-jobs/${JOB_ID}`) {
      reads += 1;
      if (reads === 1) return sendJson(res, 200, { data: job('running') });
      if (ending === 'failed') return sendJson(res, 200, { data: job('failed', { error: 'Tệp xuất đã dừng do lỗi máy chủ.' }) });
      return sendJson(res, 200, { data: job('done', { fileName: FILE, bytes: 20_480, expiresAt: '2026-07-02T09:00:00.000Z' }) });
    }
    if (req.method === 'GET' && req.path === `/api/v1/export-jobs/${JOB_ID}/file`) {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${FILE}"` });
      return res.end('%PDF-1.7 test');
    }
    return sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
  signInTo(server.url, { userId: 'u3', roleId: Role.CaseManager, firstName: 'Trần', lastName: 'Thu Hà' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  reads = 0;
  ending = 'done';
  sessionStorage.clear();
});

const PARAMS = { from: '2025-07-01', to: '2026-06-30', compare: 'none' as const };
const render = () =>
  renderWithRouter(<ReportDownloads businessId={BUSINESS} type="profit-and-loss" params={PARAMS} />, { queryClient: createQueryClient() });

describe('report exports as jobs', { timeout: 90_000 }, () => {
  it('starts a job, shows its progress, then downloads the file it made', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:export';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    expect(within(dialog).getByRole('progressbar', { name: 'Progress of the export' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(await within(dialog).findByText('The file is ready')).toHaveAttribute('role', 'status');
    expect(within(dialog).getByText(`${FILE} (20 KB)`)).toBeInTheDocument();
    const posted = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({ ...PARAMS, format: 'pdf' });
    expect(sessionStorage.getItem('ledgerdesk.exportJob.report:profit-and-loss')).toBe(JOB_ID);

    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(FILE);
    expect(await saved[0]?.text()).toBe('%PDF-1.7 test');
    const fetched = server.requests.find((r) => r.path === `/api/v1/export-jobs/${JOB_ID}/file`);
    expect(fetched?.headers.authorization).toMatch(/^Bearer /);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export' })).not.toBeInTheDocument());
    expect(sessionStorage.getItem('ledgerdesk.exportJob.report:profit-and-loss')).toBeNull();
  });

  it('finds the export it started again after a reload, without starting another', async () => {
    sessionStorage.setItem('ledgerdesk.exportJob.report:profit-and-loss', JOB_ID);
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    expect(await within(dialog).findByText('The file is ready')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says a failed export in a toast and closes the window', async () => {
    ending = 'failed';
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Download XLSX' }));
    expect(await screen.findByText('Tệp xuất đã dừng do lỗi máy chủ.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export' })).not.toBeInTheDocument());
    expect(sessionStorage.getItem('ledgerdesk.exportJob.report:profit-and-loss')).toBeNull();
  });
});
