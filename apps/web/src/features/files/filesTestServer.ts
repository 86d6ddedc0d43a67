/**
 * Test helper: a files API on a loopback port. Uploads go through jsdom's XMLHttpRequest, which
 * keeps the browser's CORS rules, so every answer allows the test page's origin.
 */
import type { ServerResponse } from 'node:http';
import { buildFile, buildFolder } from '../../test/contracts';
import { sendJson, startServer, type RecordedRequest, type TestServer } from '../../test/httpServer';

export const ROOT = '00000000-0000-4000-8000-0000000000f0';
export const REPORTS = '00000000-0000-4000-8000-0000000000f1';
export const RECEIPTS = '00000000-0000-4000-8000-0000000000f2';
export const BUSINESS = '00000000-0000-4000-8000-0000000000b1';
export const FILE_ID = '00000000-0000-4000-8000-0000000000a1';

const folder = (id: string, parentId: string | null, name: string, fileCount = 0) =>
  buildFolder({ id, parentId, name, fileCount, ownerId: BUSINESS });
export const TREE = [folder(ROOT, null, ''), folder(REPORTS, ROOT, 'Reports', 1), folder(RECEIPTS, ROOT, 'Receipts')];

export const fileBody = (folderId: string, name = 'pnl-march.pdf') =>
  buildFile({ id: FILE_ID, folderId, name, uploadedBy: { id: 'u1', name: 'Lê Quang Huy' }, createdAt: '2026-03-01T09:30:00.000Z' });

export type Route = (request: RecordedRequest, response: ServerResponse) => boolean;

/** Answers the file manager's reads; `extra` answers first when it returns true. */
export function startFilesServer(extra: Route = () => false): Promise<TestServer> {
  return startServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-headers': 'authorization, accept, content-type',
        'access-control-allow-methods': 'GET, POST, PATCH, DELETE',
      });
      res.end();
      return;
    }
    if (extra(req, res)) return;
    if (req.path === '/api/v1/folders') return sendJson(res, 200, { data: req.query.get('trash') === 'true' ? [] : TREE });
    if (req.path === '/api/v1/files' && req.method === 'GET') {
      const data = req.query.get('folderId') === REPORTS ? [fileBody(REPORTS)] : [];
      return sendJson(res, 200, { data, pagination: { skip: 0, limit: 10, total: data.length } });
    }
    if (req.path === '/api/v1/clients' || req.path === '/api/v1/businesses')
      return sendJson(res, 200, { data: [], pagination: { skip: 0, limit: 20, total: 0 } });
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
}
