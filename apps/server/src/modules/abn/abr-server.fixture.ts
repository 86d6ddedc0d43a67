/**
 * A local stand-in for the ABR JSON web service, started by the tests: it answers AbnDetails.aspx
 * with responses shaped as ABR documents them (JSONP `callback({...})`), one per ABN, and keeps
 * every request so a test can tell whether the register was asked.
 */
import { createServer, type ServerResponse } from 'node:http';

export const ABR_GUID = '2c7b5b87-6f4c-4d9e-9a3e-0c1d2e3f4a5b';

/** ABNs with a valid checksum (from test-fixtures/abn), each answered a different way. */
export const ABNS = {
  active: '51824753556',
  cancelled: '14007145637',
  unknown: '15071884994',
  timeout: '16050539350',
  malformed: '16875959817',
  httpError: '12197960056',
} as const;

const details = (fields: Record<string, unknown>) =>
  `callback(${JSON.stringify({
    Abn: '',
    AbnStatus: '',
    AbnStatusEffectiveFrom: '',
    Acn: '',
    AddressDate: null,
    AddressPostcode: '',
    AddressState: '',
    BusinessName: [],
    EntityName: '',
    EntityTypeCode: '',
    EntityTypeName: '',
    Gst: null,
    Message: '',
    ...fields,
  })})`;

const ANSWERS: Record<string, string> = {
  [ABNS.active]: details({
    Abn: ABNS.active,
    AbnStatus: 'Active',
    AbnStatusEffectiveFrom: '1999-11-01',
    AddressPostcode: '2600',
    AddressState: 'ACT',
    BusinessName: ['ATO', 'Australian Taxation Office'],
    EntityName: 'AUSTRALIAN TAXATION OFFICE',
    EntityTypeCode: 'CGE',
    EntityTypeName: 'Commonwealth Government Entity',
    Gst: '2000-07-01',
  }),
  [ABNS.cancelled]: details({
    Abn: ABNS.cancelled,
    AbnStatus: 'Cancelled',
    AbnStatusEffectiveFrom: '2015-06-30',
    AddressPostcode: '3000',
    AddressState: 'VIC',
    EntityName: 'REDGUM JOINERY PTY LTD',
    EntityTypeCode: 'PRV',
    EntityTypeName: 'Australian Private Company',
  }),
  [ABNS.unknown]: details({ Message: 'Search text is not a valid ABN or ACN' }),
  [ABNS.malformed]: '<html><body><h1>Service Unavailable</h1></body></html>',
};

export interface AbrServer {
  url: string;
  requests: URL[];
  /** The next answers for `abn` come from `body` (a changed register, or a refusal of the GUID). */
  answer(abn: string, body: string): void;
  close(): Promise<void>;
}

export const refusedGuidAnswer = details({ Message: 'The GUID entered is not recognised as a Registered Party' });

export async function startAbrServer(): Promise<AbrServer> {
  const requests: URL[] = [];
  const answers = { ...ANSWERS };
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://abr.local');
    requests.push(url);
    const abn = url.searchParams.get('abn') ?? '';
    if (url.pathname !== '/json/AbnDetails.aspx') return res.writeHead(404).end();
    if (abn === ABNS.timeout) return void hanging.push(res);
    if (abn === ABNS.httpError) return res.writeHead(500).end('Internal Server Error');
    const body = answers[abn] ?? details({ Message: 'No records found' });
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('ABR stand-in did not listen');
  return {
    url: `http://127.0.0.1:${address.port}/json/`,
    requests,
    answer(abn, body) {
      answers[abn] = body;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
