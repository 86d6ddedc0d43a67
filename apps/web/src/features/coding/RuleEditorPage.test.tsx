import { Role, type RuleDraftFromLine, type RulePreviewAnswer } from '@ledgerdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { page } from '../../test/contracts';
import { sendJson, startServer, type TestServer } from '../../test/httpServer';
import { renderRoutes } from '../../test/render';
import { signInTo } from '../../test/session';
import { ACCOUNTS, BUSINESS_ID, transaction } from '../ledger/test/ledgerServer';
import RuleEditorPage from './RuleEditorPage';
import { ruleFromLinePath } from './ruleAccess';

configure({ asyncUtilTimeout: 20_000 });

const LINE = transaction(7);
const UNCODED = transaction(8);

const FROM_LINE: RuleDraftFromLine = {
  transactionId: LINE.id,
  businessName: 'Harbour Cafe Pty Ltd',
  draft: {
    name: 'Trip → Office supplies',
    mode: 'suggest',
    scope: { kind: 'business', businessId: BUSINESS_ID, bankAccountIds: [] },
    conditions: {
      match: 'all',
      conditions: [
        { field: 'description', op: 'matchesWord', value: 'trip' },
        { field: 'direction', op: 'equals', value: 'spend' },
        { field: 'payee', op: 'equals', value: 'Uber' },
      ],
    },
    actions: {
      splits: [{ accountCode: '420', taxCode: 'GST', share: { kind: 'remainder' }, description: null }],
      payee: 'Uber',
      memo: null,
      internalTransfer: false,
      contractorPayment: false,
    },
  },
  matches: { matched: 3, sameAccount: 2, elsewhere: 0 },
};

const PREVIEW: RulePreviewAnswer = {
  data: [
    {
      transaction: LINE,
      businessId: BUSINESS_ID,
      businessName: 'Harbour Cafe Pty Ltd',
      outcome: 'codedByHand',
      takenBy: null,
      detail: null,
    },
  ],
  pagination: { skip: 0, limit: 50, total: 1 },
  totals: {
    matched: 1,
    byOutcome: { code: 0, takenByHigherRule: 0, locked: 0, reconciled: 0, missingAccount: 0, splitTooLarge: 0, codedByHand: 1 },
    share: 0,
  },
};

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.method === 'GET' && req.path === `/api/v1/transactions/${LINE.id}/rule-draft`) sendJson(res, 200, { data: FROM_LINE });
    else if (req.method === 'GET' && req.path === `/api/v1/transactions/${UNCODED.id}/rule-draft`)
      sendJson(res, 409, { statusCode: 409, message: 'This line is not coded: code it first, then make a rule from it.' });
    else if (req.method === 'POST' && req.path === '/api/v1/coding-rules/count') sendJson(res, 200, { data: { matched: 3, total: 40 } });
    else if (req.method === 'POST' && req.path === '/api/v1/coding-rules/preview') sendJson(res, 200, PREVIEW);
    else if (req.method === 'GET' && req.path === `/api/v1/businesses/${BUSINESS_ID}/accounts`) sendJson(res, 200, page(ACCOUNTS));
    else if (req.method === 'GET' && req.path === `/api/v1/businesses/${BUSINESS_ID}/bank-accounts`) sendJson(res, 200, page([]));
    else sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
  signInTo(server.url, { userId: 'u1', roleId: Role.CaseManager, firstName: 'An', lastName: 'Nguyen' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const openFromLine = (transactionId: string) =>
  renderRoutes([{ path: '/auto-coding-system/:id', element: <RuleEditorPage /> }], ruleFromLinePath(transactionId), createQueryClient());

const posted = (path: string) =>
  server.requests.filter((r) => r.method === 'POST' && r.path === path).map((r): unknown => JSON.parse(r.body));

describe('a rule made from a coded line', { timeout: 90_000 }, () => {
  it('opens the editor filled with the server’s draft, counts it live and previews it', async () => {
    openFromLine(LINE.id);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Trip → Office supplies');
    expect(screen.getByText('Business · Harbour Cafe Pty Ltd')).toBeInTheDocument();
    expect(screen.getByText(/these conditions match 3: 2 coded to the same account, 0 coded to other accounts/)).toBeInTheDocument();

    const root = screen.getByRole('group', { name: 'All conditions' });
    const values = within(root).getAllByRole('textbox', { name: 'Value' });
    expect(values.map((input) => (input as HTMLInputElement).value)).toEqual(['trip', 'Uber']);

    // What the builder holds is the server's draft to the letter: the live count sends it back.
    expect(await screen.findByRole('status', { name: 'Live count' })).toHaveTextContent('Matches 3 of 40 lines');
    const [count] = posted('/api/v1/coding-rules/count');
    expect(count).toEqual({
      draft: FROM_LINE.draft,
      target: { businessId: BUSINESS_ID, bankAccountIds: [], includeCoded: false },
    });

    // The preview runs without asking, over the same draft.
    expect(await screen.findByText(LINE.description)).toBeInTheDocument();
    await waitFor(() => expect(posted('/api/v1/coding-rules/preview')).toHaveLength(1));
    expect(posted('/api/v1/coding-rules/preview')[0]).toMatchObject({ draft: FROM_LINE.draft, skip: 0 });
  });

  it('says why when the line makes no rule', async () => {
    openFromLine(UNCODED.id);
    expect(await screen.findByText('No rule can be made from this line')).toBeInTheDocument();
    expect(screen.getByText('This line is not coded: code it first, then make a rule from it.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });
});
