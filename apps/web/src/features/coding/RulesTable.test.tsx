import type { RuleDto, RuleScope } from '@ledgerdesk/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import type { Move } from './reorder';
import { RulesTable } from './RulesTable';

const BUSINESS: RuleScope = { kind: 'business', businessId: '00000000-0000-4000-8000-0000000000b1', bankAccountIds: [] };

function buildRule(n: number, name: string, scope: RuleScope): RuleDto {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name,
    mode: 'suggest',
    scope,
    conditions: { match: 'all', conditions: [{ field: 'description', op: 'contains', value: name }] },
    actions: { splits: [], payee: name, memo: null, internalTransfer: false, contractorPayment: false },
    status: 'active',
    position: n,
    version: 1,
    scopeName: scope.kind === 'business' ? 'Acme Pty Ltd' : 'Practice',
    stats: { linesCoded: 0, lastRunAt: null, lastRunLines: null },
    updatedAt: '2026-01-01T00:00:00.000Z',
    updatedBy: null,
  };
}

const RULES = [buildRule(1, 'Fuel', BUSINESS), buildRule(2, 'Rent', BUSINESS), buildRule(3, 'Bank fees', { kind: 'practice' })];
const names = () => screen.getAllByTestId('rule-row').map((row) => row.getAttribute('aria-label'));

describe('rules table reorder', { timeout: 60_000 }, () => {
  it('moves the focused row with Alt+arrows inside its scope and saves the scope order', async () => {
    const onReorder = vi.fn<(move: Move) => void>();
    renderWithRouter(<RulesTable rules={RULES} canReorder={() => true} onReorder={onReorder} />);
    const fuel = await screen.findByRole('row', { name: 'Fuel' });
    fuel.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');

    expect(names()).toEqual(['Rent', 'Fuel', 'Bank fees']);
    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(onReorder.mock.calls[0]?.[0]).toMatchObject({ scope: BUSINESS, ruleIds: [RULES[1]?.id, RULES[0]?.id] });
    expect(screen.getByRole('row', { name: 'Fuel' })).toHaveFocus();
    expect(screen.getByText('Fuel moved to position 2.')).toBeInTheDocument();

    // The practice rule below belongs to another scope: no move past the business rules.
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(names()).toEqual(['Rent', 'Fuel', 'Bank fees']);
    expect(onReorder).toHaveBeenCalledTimes(1);

    // A plain arrow is not a move.
    await userEvent.keyboard('{ArrowUp}');
    expect(onReorder).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(names()).toEqual(['Fuel', 'Rent', 'Bank fees']);
    expect(onReorder.mock.calls[1]?.[0].ruleIds).toEqual([RULES[0]?.id, RULES[1]?.id]);
  });

  it('offers the buttons only where the caller may reorder, disabled at the scope edge', async () => {
    const onReorder = vi.fn<(move: Move) => void>();
    renderWithRouter(<RulesTable rules={RULES} canReorder={(rule) => rule.scope.kind === 'business'} onReorder={onReorder} />);
    const bankFees = await screen.findByRole('row', { name: 'Bank fees' });
    expect(within(bankFees).queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Fuel up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Rent down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Rent up' }));
    expect(names()).toEqual(['Rent', 'Fuel', 'Bank fees']);
    bankFees.focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onReorder).toHaveBeenCalledTimes(1);
  });
});
