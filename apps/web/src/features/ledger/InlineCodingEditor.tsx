/**
 * The inline editor of a row's account and tax code: a searchable select of the business's
 * active accounts, then the tax code (the account's default). Enter saves, Escape cancels. It
 * fills the cell it is given.
 */
import { TAX_CODES, type TaxCode } from '@ledgerdesk/domain';
import { Group, NativeSelect, Select } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, Transaction } from './api';
import { accountFilter } from './accountSearch';

export interface InlineCodingEditorProps {
  row: Transaction;
  accounts: Account[];
  onSave: (accountId: string, taxCode: TaxCode) => void;
  onCancel: () => void;
}

export function accountOptions(accounts: Account[]) {
  return accounts.map((account) => ({ value: account.id, label: `${account.code} ${account.name}` }));
}

const isTaxCode = (value: string | null | undefined): value is TaxCode => TAX_CODES.some((code) => code === value);

export function InlineCodingEditor({ row, accounts, onSave, onCancel }: InlineCodingEditorProps) {
  const { t } = useTranslation();
  const first = row.coding?.lines[0];
  const [accountId, setAccountId] = useState<string | null>(first?.accountId ?? null);
  const [taxCode, setTaxCode] = useState<TaxCode>(isTaxCode(first?.taxCode) ? first.taxCode : 'GST');

  const chooseAccount = (id: string | null) => {
    setAccountId(id);
    const account = accounts.find((a) => a.id === id);
    if (account) setTaxCode(account.taxCode);
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.defaultPrevented && accountId) {
      event.preventDefault();
      onSave(accountId, taxCode);
    }
  };

  return (
    <Group gap={4} wrap="nowrap" w="100%" onKeyDown={keyDown} data-testid="coding-editor">
      <Select
        aria-label={t('ledger.coding.account')}
        placeholder={t('ledger.coding.searchAccount')}
        data={accountOptions(accounts)}
        filter={accountFilter}
        value={accountId}
        onChange={chooseAccount}
        searchable
        selectFirstOptionOnChange
        autoFocus
        size="xs"
        flex={1}
        miw={0}
        // Wider than the cell: account names are long.
        comboboxProps={{ withinPortal: true, width: 320, position: 'bottom-start' }}
      />
      <NativeSelect
        aria-label={t('ledger.coding.taxCode')}
        data={[...TAX_CODES]}
        value={taxCode}
        onChange={(event) => isTaxCode(event.currentTarget.value) && setTaxCode(event.currentTarget.value)}
        size="xs"
        w={84}
      />
    </Group>
  );
}
