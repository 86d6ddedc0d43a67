/** A real HTTP server answering the contractor and TPAR endpoints of one business, keeping the contractors it is sent. */
import type { BusinessDto, ContractorCandidateDto, ContractorDto, TparAnswer } from '@ledgerdesk/domain';
import { sendJson, startServer, type TestServer } from '../../../test/httpServer';

export const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';
const base = `/api/v1/businesses/${BUSINESS_ID}`;

const BUSINESS: BusinessDto = {
  id: BUSINESS_ID,
  name: 'Harbour Builders',
  legalName: null,
  abn: '83914571673',
  clientId: 'c1',
  clientName: 'Harbour Group',
  clientCode: 'HG',
  status: 'active',
  gstRegistered: true,
  gstBasis: 'cash',
  basFrequency: 'quarterly',
  financialYearStartMonth: 7,
  lockDate: null,
  caseManagers: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const CANDIDATE: ContractorCandidateDto = {
  transactionId: '00000000-0000-4000-8000-000000000071',
  date: '2026-03-03',
  description: 'CASH CONCRETING JOB',
  payee: '',
  amount: -53_000,
  contractorId: '00000000-0000-4000-8000-0000000000c2',
  contractorName: 'Cash Concreting',
  noAbn: true,
  markedByRule: false,
};

export const TPAR: TparAnswer['data'] = {
  yearEnd: 2026,
  from: '2025-07-01',
  to: '2026-06-30',
  rows: [
    {
      contractorId: CANDIDATE.contractorId,
      name: 'Cash Concreting',
      address: { line1: '3 Quarry Rd', line2: '', suburb: 'Penrith', state: 'NSW', postcode: '2750' },
      email: '',
      abns: [],
      gross: 100_000,
      gst: 0,
      taxWithheld: 47_000,
      noAbn: true,
      paymentCount: 1,
      parts: [{ abn: null, gross: 100_000, gst: 0, taxWithheld: 47_000 }],
    },
  ],
  totals: { gross: 100_000, gst: 0, taxWithheld: 47_000 },
};

export function startContractorsServer(): Promise<TestServer> {
  const contractors: ContractorDto[] = [];
  return startServer((req, res) => {
    if (req.method === 'GET' && req.path === '/api/v1/businesses')
      sendJson(res, 200, { data: [BUSINESS], pagination: { skip: 0, limit: 50, total: 1 } });
    else if (req.method === 'GET' && req.path === `${base}/contractors`) sendJson(res, 200, { data: contractors });
    else if (req.method === 'POST' && req.path === `${base}/contractors`) {
      const body = JSON.parse(req.body) as Omit<ContractorDto, 'id' | 'businessId' | 'paymentCount'>;
      const saved = {
        ...body,
        id: `00000000-0000-4000-8000-00000000010${contractors.length}`,
        businessId: BUSINESS_ID,
        abn: body.abn ? body.abn.replace(/\s/g, '') : null,
        paymentCount: 0,
      };
      contractors.push(saved);
      sendJson(res, 201, { data: saved });
    } else if (req.method === 'POST' && req.path === `${base}/contractor-payments/scan`)
      sendJson(res, 200, { data: { candidates: [CANDIDATE], truncated: false } });
    else if (req.method === 'POST' && req.path === `${base}/contractor-payments`) sendJson(res, 200, { data: { linked: 1 } });
    else if (req.method === 'GET' && req.path === `${base}/contractor-payments`) sendJson(res, 200, { data: [] });
    else if (req.method === 'GET' && req.path === `${base}/tpar`) sendJson(res, 200, { data: TPAR });
    else sendJson(res, 404, { statusCode: 404, message: `No route ${req.method} ${req.path}` });
  });
}
