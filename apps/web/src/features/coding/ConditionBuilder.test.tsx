import { conditionGroupSchema, type ConditionGroup } from '@ledgerdesk/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { ConditionBuilder } from './ConditionBuilder';
import { newGroup, toConditionGroup, type DraftGroup } from './conditionDraft';

let latest: DraftGroup | null = null;

function Harness() {
  const [tree, setTree] = useState(() => {
    latest = newGroup('all');
    return latest;
  });
  const change = (next: DraftGroup) => {
    latest = next;
    setTree(next);
  };
  return <ConditionBuilder value={tree} onChange={change} bankAccounts={[]} accounts={[]} showErrors />;
}

async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const rows = (scope: HTMLElement) => within(scope).getAllByTestId('condition-row');
const tree = (): ConditionGroup => toConditionGroup(latest ?? newGroup());

describe('condition builder', { timeout: 60_000 }, () => {
  it('nests ANY and ALL groups three deep and produces a tree the domain schema accepts', async () => {
    renderWithRouter(<Harness />);
    const root = await screen.findByRole('group', { name: 'All conditions' });
    await userEvent.type(within(root).getByRole('textbox', { name: 'Value' }), 'uber');

    await userEvent.click(within(root).getAllByRole('button', { name: 'Add group' })[0]!);
    const level2 = screen.getByRole('group', { name: 'Group at level 2' });
    await userEvent.type(within(level2).getByRole('textbox', { name: 'Value' }), 'trip');
    await userEvent.click(within(level2).getByRole('button', { name: 'Add condition' }));
    await userEvent.type(within(level2).getAllByRole('textbox', { name: 'Value' })[1]!, 'eats');

    await userEvent.click(within(level2).getAllByRole('button', { name: 'Add group' })[0]!);
    const level3 = screen.getByRole('group', { name: 'Group at level 3' });
    await choose(within(level3).getByRole('combobox', { name: 'Field' }), 'Amount');
    await choose(within(level3).getByRole('combobox', { name: 'Operator' }), 'is less than');
    await userEvent.type(within(level3).getByRole('textbox', { name: 'Value' }), '-12.50');

    const parsed = conditionGroupSchema.safeParse(tree());
    expect(parsed.success).toBe(true);
    expect(tree()).toEqual({
      match: 'all',
      conditions: [
        { field: 'description', op: 'contains', value: 'uber' },
        {
          match: 'any',
          conditions: [
            { field: 'description', op: 'contains', value: 'trip' },
            { field: 'description', op: 'contains', value: 'eats' },
            { match: 'all', conditions: [{ field: 'amount', op: 'lt', value: -1250 }] },
          ],
        },
      ],
    });
    expect(screen.queryByText('Enter a valid value')).not.toBeInTheDocument();
  });

  it('resets the operator and value when the field changes', async () => {
    renderWithRouter(<Harness />);
    const root = await screen.findByRole('group', { name: 'All conditions' });
    await choose(within(root).getByRole('combobox', { name: 'Operator' }), 'does not contain');
    await userEvent.type(within(root).getByRole('textbox', { name: 'Value' }), 'refund');
    expect(tree().conditions[0]).toEqual({ field: 'description', op: 'notContains', value: 'refund' });

    await choose(within(root).getByRole('combobox', { name: 'Field' }), 'Direction');
    expect(within(root).getByRole('combobox', { name: 'Operator' })).toHaveValue('is');
    expect(within(root).getByRole('combobox', { name: 'Value' })).toHaveValue('');
    // An empty value is refused by the schema and marked on the row.
    expect(conditionGroupSchema.safeParse(tree()).success).toBe(false);
    expect(within(root).getByText('Enter a valid value')).toBeInTheDocument();

    await choose(within(root).getByRole('combobox', { name: 'Value' }), 'Spend');
    expect(tree().conditions[0]).toEqual({ field: 'direction', op: 'equals', value: 'spend' });
    expect(conditionGroupSchema.safeParse(tree()).success).toBe(true);
  });

  it('removes a nested group and keeps the root’s last condition', async () => {
    renderWithRouter(<Harness />);
    const root = await screen.findByRole('group', { name: 'All conditions' });
    expect(within(root).getByRole('button', { name: 'Remove condition' })).toBeDisabled();
    await userEvent.click(within(root).getByRole('button', { name: 'Add group' }));
    expect(rows(root)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove group' }));
    expect(screen.queryByRole('group', { name: 'Group at level 2' })).not.toBeInTheDocument();
    expect(rows(root)).toHaveLength(1);
  });
});
