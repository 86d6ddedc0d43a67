/**
 * 'New journal': date, narration and lines with debit and credit; submits only once the entry
 * balances. From a report being prepared it posts an adjusting entry, dated at the period's end.
 */
import { formatMoney, TAX_CODES } from '@ledgerdesk/domain';
import { ActionIcon, Alert, Button, Group, Modal, NativeSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, showSuccess } from '../../app/notify';
import { today } from '../reports/periods';
import { accountOptions } from './InlineCodingEditor';
import { createJournal } from './journalApi';
import { checkJournal, emptyLine, type DraftJournalLine } from './journalDraft';
import { useAccounts } from './queries';
import { accountFilter } from './accountSearch';

interface JournalFormProps {
  businessId: string;
  /** An adjusting entry of a report (source 'adjustment') dated `date`, rather than a manual journal. */
  adjustment?: { date: string };
}

export function JournalFormModal({ opened, onClose, ...form }: JournalFormProps & { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={form.adjustment ? t('ledger.journal.newAdjustment') : t('ledger.journal.new')}
      size="xl"
      centered
    >
      {opened && <JournalForm {...form} onDone={onClose} />}
    </Modal>
  );
}

function JournalForm({ businessId, adjustment, onDone }: JournalFormProps & { onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const accounts = useAccounts(businessId);
  const [date, setDate] = useState(adjustment?.date ?? today);
  const [narration, setNarration] = useState('');
  const [lines, setLines] = useState<DraftJournalLine[]>([emptyLine(0), emptyLine(1)]);
  const check = checkJournal(lines);
  const create = useMutation({
    mutationFn: () => createJournal(businessId, { date, narration, lines: check.lines ?? [], adjustment: Boolean(adjustment) }),
    onSuccess: (entry) => {
      showSuccess(t('ledger.journal.created', { number: entry.number }));
      void client.invalidateQueries({ queryKey: ['ledger', 'journals', businessId] });
      void client.invalidateQueries({ queryKey: ['reports'] });
      onDone();
    },
  });
  const change = (key: number, patch: Partial<DraftJournalLine>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const options = accountOptions(accounts.data ?? []);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (check.lines) create.mutate();
      }}
    >
      <Stack gap="sm">
        <Group grow>
          <DateInput label={t('ledger.journal.date')} value={date || null} onChange={(value) => setDate(value ?? '')} required />
          <TextInput
            label={t('ledger.journal.narration')}
            value={narration}
            onChange={(e) => setNarration(e.currentTarget.value)}
            maxLength={500}
          />
        </Group>
        {lines.map((line, i) => (
          <Group key={line.key} gap="xs" wrap="nowrap" align="flex-end" data-testid="journal-line">
            <Select
              label={t('ledger.coding.account')}
              data={options}
              filter={accountFilter}
              value={line.accountId}
              onChange={(accountId) => change(line.key, { accountId })}
              searchable
              flex={1}
            />
            <TextInput
              label={t('ledger.journal.debit')}
              value={line.debit}
              onChange={(e) => change(line.key, { debit: e.currentTarget.value })}
              w={120}
              inputMode="decimal"
            />
            <TextInput
              label={t('ledger.journal.credit')}
              value={line.credit}
              onChange={(e) => change(line.key, { credit: e.currentTarget.value })}
              w={120}
              inputMode="decimal"
            />
            <NativeSelect
              label={t('ledger.coding.taxCode')}
              data={['', ...TAX_CODES]}
              value={line.taxCode ?? ''}
              onChange={(e) => change(line.key, { taxCode: TAX_CODES.find((c) => c === e.currentTarget.value) ?? null })}
              w={90}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={t('ledger.split.remove', { n: i + 1 })}
              disabled={lines.length <= 2}
              onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setLines((all) => [...all, emptyLine(Math.max(...all.map((l) => l.key)) + 1)])}
          >
            {t('ledger.split.add')}
          </Button>
          <Text size="sm" data-testid="journal-totals" c={check.difference === 0 ? 'teal' : 'red'}>
            {t('ledger.journal.totals', {
              debit: formatMoney(check.debit),
              credit: formatMoney(check.credit),
              difference: formatMoney(check.difference),
            })}
          </Text>
        </Group>
        {create.isError && (
          <Alert color="red" role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('ledger.cancel')}
          </Button>
          <Button type="submit" disabled={!check.lines} loading={create.isPending}>
            {t('ledger.journal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
