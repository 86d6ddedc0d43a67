/** A real HTTP server answering the find-and-recode endpoints with a fixed answer per call. */
import type { BrandDto, CodingJob, RecodeLineDto, RecodePreview, RecodeSearchAnswer, RecodeUndoAnswer, RunDto } from '@ledgerdesk/domain';
import { sendJson, startServer, type TestServer } from '../../../test/httpServer';

export const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';
export const RUN_ID = '00000000-0000-4000-8000-0000000000a1';
export const BRAND_ID = '00000000-0000-4000-8000-0000000000c1';

const BRAND: BrandDto = {
  id: BRAND_ID,
  name: 'Saigon Books',
  slug: 'saigon-books',
  logoUrl: null,
  primaryColor: '#0b7285',
  contactEmail: 'hello@saigonbooks.example',
  status: 'active',
  coaTemplateId: null,
  clientCount: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const line = (n: number, locked: boolean): RecodeLineDto => ({
  lineId: n,
  entryId: `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`,
  entryNumber: n,
  businessId: BUSINESS_ID,
  businessName: 'Pho Saigon',
  date: locked ? '2025-06-10' : '2026-03-0' + String(n),
  source: 'bank',
  accountCode: '400',
  accountName: 'Office expenses',
  taxCode: 'GST',
  amount: 10_000 * n,
  gst: 1_000 * n,
  contact: 'Uber',
  description: `Uber trip ${n}`,
  locked,
});

const LINES = [line(1, false), line(2, false), line(3, true)];

export const SEARCH: RecodeSearchAnswer = {
  data: LINES,
  pagination: { skip: 0, limit: 50, total: 3 },
  totals: {
    count: 3,
    amount: 60_000,
    gst: 6_000,
    locked: { count: 1, amount: 30_000 },
    byAccount: [{ accountCode: '400', accountName: 'Office expenses', count: 3, amount: 60_000 }],
  },
};

const same = (value: number) => ({ before: value, after: value });
export const PREVIEW: RecodePreview = {
  lines: { count: 2, amount: 30_000 },
  businesses: [
    {
      businessId: BUSINESS_ID,
      businessName: 'Pho Saigon',
      lockDate: '2025-06-30',
      lines: 2,
      months: [
        {
          from: '2026-03-01',
          to: '2026-03-31',
          accounts: [
            { accountCode: '400', accountName: 'Office expenses', before: 30_000, after: 0 },
            { accountCode: '493', accountName: 'Travel', before: 0, after: 30_000 },
          ],
          netProfit: same(-30_000),
        },
      ],
      quarters: [
        {
          from: '2026-01-01',
          to: '2026-03-31',
          labels: {
            G1: { before: 123_400, after: 98_700 },
            G2: same(0),
            G3: same(0),
            G10: same(0),
            G11: same(33_000),
            '1A': same(11_218),
            '1B': same(3_000),
          },
        },
      ],
    },
  ],
  locked: { count: 1, lines: [LINES[2] as RecodeLineDto] },
};

const RUN: RunDto = {
  id: RUN_ID,
  kind: 'recode',
  createdAt: '2026-04-01T00:00:00.000Z',
  createdBy: 'An Nguyen',
  rules: [],
  businessCount: 1,
  lineCount: 2,
  undoneAt: null,
  undoneBy: null,
};
export const JOB_ID = '00000000-0000-4000-8000-0000000000e2';
const job = (more: Partial<CodingJob>): CodingJob => ({
  id: JOB_ID,
  kind: 'recode',
  state: 'queued',
  phase: null,
  lines: null,
  total: null,
  run: null,
  recode: null,
  error: null,
  ...more,
});
const UNDO: RecodeUndoAnswer = {
  data: { run: { ...RUN, undoneAt: '2026-04-01T00:01:00.000Z', undoneBy: 'An Nguyen' }, restoredEntries: 2, keptChangedSince: [] },
};

/**
 * The recent recodes follow the calls: none, then the applied batch, then that batch undone. The
 * apply is queued: its job is read first writing its lines, then done (or failed, when asked).
 */
export function startRecodeServer(options: { failing?: boolean } = {}): Promise<TestServer> {
  let runs: RunDto[] = [];
  let reads = 0;
  return startServer((req, res) => {
    if (req.method === 'POST' && req.path === '/api/v1/recode/search') sendJson(res, 200, SEARCH);
    else if (req.method === 'POST' && req.path === '/api/v1/recode/preview') sendJson(res, 200, { data: PREVIEW });
    else if (req.method === 'POST' && req.path === '/api/v1/recode/apply') {
      sendJson(res, 202, { data: job({}) });
    } else if (req.method === 'GET' && req.path === `/api/v1/coding-jobs/${JOB_ID}`) {
      reads += 1;
      if (reads === 1) sendJson(res, 200, { data: job({ state: 'running', phase: 'writing', lines: 2 }) });
      else if (options.failing) sendJson(res, 200, { data: job({ state: 'failed', error: 'No open line matches these conditions.' }) });
      else {
        runs = [RUN];
        sendJson(res, 200, { data: job({ state: 'done', run: RUN, recode: { entries: 2, lockedSkipped: 1 } }) });
      }
    } else if (req.method === 'POST' && req.path === `/api/v1/recode/runs/${RUN_ID}/undo`) {
      runs = [UNDO.data.run];
      sendJson(res, 200, UNDO);
    } else if (req.method === 'GET' && req.path === '/api/v1/coding-runs')
      sendJson(res, 200, { data: runs, pagination: { skip: 0, limit: 5, total: runs.length } });
    else if (req.method === 'GET' && req.path === '/api/v1/brands')
      sendJson(res, 200, { data: [BRAND], pagination: { skip: 0, limit: 100, total: 1 } });
    else if (req.method === 'GET' && req.path === '/api/v1/businesses')
      sendJson(res, 200, { data: [], pagination: { skip: 0, limit: 50, total: 0 } });
    else sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: `No route ${req.method} ${req.path}` });
  });
}
