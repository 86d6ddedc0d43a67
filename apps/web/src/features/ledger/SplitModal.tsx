/**
 * Codes a transaction over several lines. The lines are signed like the bank amount and must add
 * up to it: the running difference shows, and Save stays disabled until it is nil.
 */
import { formatCents, formatMoney, gstFor, parseAmount, sumCents, TAX_CODES, type TaxCode } from '@ledgerdesk/domain';
import { ActionIcon, Button, Group, Modal, NativeSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, CodingLineInput, Transaction } from './api';
import { accountOptions } from './InlineCodingEditor';
import { accountFilter } from './accountSearch';

interface DraftLine {
  key: number;
  accountId: string | null;
  taxCode: TaxCode;
  amount: string;
}

export interface SplitModalProps {
  row: Transaction | null;
  accounts: Account[];
  onClose: () => void;
  onSave: (lines: CodingLineInput[]) => void;
}

export function SplitModal({ row, accounts, onClose, onSave }: SplitModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('ledger.split.title')} size="xl" centered>
      {row && <SplitForm row={row} accounts={accounts} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function initialLines(row: Transaction): DraftLine[] {
  const lines = row.coding?.lines ?? [];
  if (lines.length === 0) return [{ key: 0, accountId: null, taxCode: 'GST', amount: formatCents(row.amount, { thousands: false }) }];
  return lines.map((line, key) => ({
    key,
    accountId: line.accountId,
    taxCode: TAX_CODES.find((code) => code === line.taxCode) ?? 'GST',
    amount: formatCents(line.amount, { thousands: false }),
  }));
}

function SplitForm({ row, accounts, onClose, onSave }: Omit<SplitModalProps, 'row'> & { row: Transaction }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<DraftLine[]>(() => initialLines(row));
  const parsed = lines.map((line) => parseAmount(line.amount.trim()));
  const difference = row.amount - sumCents(parsed.map((cents) => cents ?? 0));
  const valid = lines.every((line, i) => line.accountId && parsed[i] !== undefined) && difference === 0;

  const change = (key: number, patch: Partial<DraftLine>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const add = () =>
    setLines((all) => [
      ...all,
      {
        key: Math.max(...all.map((l) => l.key)) + 1,
        accountId: null,
        taxCode: 'GST',
        amount: formatCents(difference, { thousands: false }),
      },
    ]);
  const save = () => {
    const out: CodingLineInput[] = [];
    lines.forEach((line, i) => {
      const amount = parsed[i];
      if (line.accountId && amount !== undefined) out.push({ accountId: line.accountId, taxCode: line.taxCode, amount });
    });
    onSave(out);
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        {row.date} · {row.description} · {t('ledger.split.total', { amount: formatMoney(row.amount) })}
      </Text>
      {lines.map((line, i) => (
        <Group key={line.key} gap="xs" wrap="nowrap" align="flex-end" data-testid="split-line">
          <Select
            label={t('ledger.coding.account')}
            data={accountOptions(accounts)}
            filter={accountFilter}
            value={line.accountId}
            onChange={(accountId) =>
              change(line.key, { accountId, taxCode: accounts.find((a) => a.id === accountId)?.taxCode ?? line.taxCode })
            }
            searchable
            flex={1}
          />
          <NativeSelect
            label={t('ledger.coding.taxCode')}
            data={[...TAX_CODES]}
            value={line.taxCode}
            onChange={(e) => change(line.key, { taxCode: TAX_CODES.find((c) => c === e.currentTarget.value) ?? 'GST' })}
            w={90}
          />
          <TextInput
            label={t('ledger.split.amount')}
            value={line.amount}
            onChange={(e) => change(line.key, { amount: e.currentTarget.value })}
            error={parsed[i] === undefined}
            w={130}
            inputMode="decimal"
          />
          <TextInput
            label={t('ledger.columns.gst')}
            value={formatMoney(gstFor(line.taxCode, parsed[i] ?? 0))}
            readOnly
            w={100}
            tabIndex={-1}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            aria-label={t('ledger.split.remove', { n: i + 1 })}
            disabled={lines.length === 1}
            onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
          {t('ledger.split.add')}
        </Button>
        <Text size="sm" c={difference === 0 ? 'teal' : 'red'} data-testid="split-difference">
          {t('ledger.split.difference', { amount: formatMoney(difference) })}
        </Text>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('ledger.cancel')}
        </Button>
        <Button onClick={save} disabled={!valid}>
          {t('ledger.split.save')}
        </Button>
      </Group>
    </Stack>
  );
}
