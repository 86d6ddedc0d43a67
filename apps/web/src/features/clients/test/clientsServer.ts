/** A local HTTP server answering the client list's calls; `failing` makes chosen paths fail. */
import { sendJson, startServer, type RecordedRequest, type TestServer } from '../../../test/httpServer';
import { BRANDS, CLIENTS, REGIONS, TAGS } from './fixtures';

export interface ClientsServer extends TestServer {
  failing: Set<string>;
  lists: () => RecordedRequest[];
}

const list = <T>(data: T[]) => ({ data, pagination: { skip: 0, limit: data.length, total: data.length } });

export async function startClientsServer(): Promise<ClientsServer> {
  const failing = new Set<string>();
  const server = await startServer((req, res) => {
    const key = `${req.method} ${req.path}`;
    if (failing.has(key)) return sendJson(res, 400, { message: 'Refused by the test server.', statusCode: 400 });
    if (key === 'GET /api/v1/clients') {
      const skip = Number(req.query.get('skip') ?? 0);
      const limit = Number(req.query.get('limit') ?? 10);
      const status = req.query.get('status');
      const rows = CLIENTS.filter((c) => !status || c.status === status);
      return sendJson(res, 200, { data: rows.slice(skip, skip + limit), pagination: { skip, limit, total: rows.length } });
    }
    if (key === 'GET /api/v1/clients/export.csv') {
      res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      return res.end('\uFEFFCode,Name\r\nCL-000003,Client 3\r\n');
    }
    if (key === 'GET /api/v1/tags') return sendJson(res, 200, list(TAGS));
    if (key === 'GET /api/v1/regions') return sendJson(res, 200, list(REGIONS));
    if (key === 'GET /api/v1/brands') return sendJson(res, 200, list(BRANDS));
    if (key === 'GET /api/v1/users') return sendJson(res, 200, list([]));
    const tagged = /^POST \/api\/v1\/clients\/([^/]+)\/tags$/.exec(key);
    if (tagged) {
      const { tagId } = JSON.parse(req.body) as { tagId: string };
      return sendJson(res, 200, { data: TAGS.filter((t) => t.id === tagId).map(({ id, name, color }) => ({ id, name, color })) });
    }
    if (key === 'POST /api/v1/clients/bulk') {
      const { ids } = JSON.parse(req.body) as { ids: string[] };
      return sendJson(res, 200, { data: { requested: ids.length, affected: ids.length, skipped: 0, affectedIds: ids } });
    }
    if (req.method === 'DELETE' && req.path.startsWith('/api/v1/clients/')) {
      res.writeHead(204);
      return res.end();
    }
    return sendJson(res, 404, { message: 'Not found.', statusCode: 404 });
  });
  return { ...server, failing, lists: () => server.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/clients') };
}
