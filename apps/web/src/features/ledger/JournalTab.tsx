/** The 'General journal' tab: entries filtered by source and dates, a new manual journal, deletes, the lock date. */
import { Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import type { BusinessTabProps } from '../businesses/businessTabProps';
import { deleteJournal, JOURNAL_SOURCES, listJournals, type JournalEntry, type JournalSource } from './journalApi';
import { JournalEntryCard } from './JournalEntryCard';
import { JournalFormModal } from './JournalForm';

const PAGE_SIZE = 20;
const isSource = (value: string | null): value is JournalSource => JOURNAL_SOURCES.some((s) => s === value);

export function JournalTab({ business }: BusinessTabProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [source, setSource] = useState<JournalSource | undefined>();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<JournalEntry | null>(null);
  const query = { source, from: from || undefined, to: to || undefined, skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  const journals = useQuery({
    queryKey: ['ledger', 'journals', business.id, query],
    queryFn: () => listJournals(business.id, query),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: deleteJournal,
    onSuccess: () => {
      showSuccess(t('ledger.journal.deleted'));
      void client.invalidateQueries({ queryKey: ['ledger', 'journals', business.id] });
      void client.invalidateQueries({ queryKey: ['reports'] });
    },
    onError: (error) => showError(error, t('ledger.journal.deleteFailed')),
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="flex-end">
          <Select
            label={t('ledger.journal.source')}
            placeholder={t('ledger.filters.all')}
            data={JOURNAL_SOURCES.map((value) => ({ value, label: t(`ledger.journal.sources.${value}`) }))}
            value={source ?? null}
            onChange={(value) => {
              setSource(isSource(value) ? value : undefined);
              setPage(1);
            }}
            clearable
            w={160}
          />
          <DateInput
            label={t('ledger.filters.from')}
            value={from || null}
            onChange={(value) => {
              setFrom(value ?? '');
              setPage(1);
            }}
            clearable
          />
          <DateInput
            label={t('ledger.filters.to')}
            value={to || null}
            onChange={(value) => {
              setTo(value ?? '');
              setPage(1);
            }}
            clearable
          />
        </Group>
        <Group gap="md">
          <Text size="sm" c="dimmed" data-testid="lock-date">
            {business.lockDate ? t('ledger.journal.lockedTo', { date: business.lockDate }) : t('ledger.journal.noLock')}
          </Text>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('ledger.journal.new')}
          </Button>
        </Group>
      </Group>
      {journals.isPending && <Skeleton h={200} aria-label={t('ledger.journal.loading')} />}
      {journals.data?.data.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('ledger.journal.empty')}
        </Text>
      )}
      {journals.data?.data.map((entry) => (
        <JournalEntryCard key={entry.id} entry={entry} onDelete={entry.source === 'manual' ? () => setDeleting(entry) : undefined} />
      ))}
      {journals.data && journals.data.pagination.total > PAGE_SIZE && (
        <PrevNextPagination page={page} pageSize={PAGE_SIZE} total={journals.data.pagination.total} onChange={setPage} />
      )}
      <JournalFormModal businessId={business.id} opened={creating} onClose={() => setCreating(false)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
        title={t('ledger.journal.deleteTitle')}
        confirmLabel={t('ledger.journal.deleteConfirm')}
        cancelLabel={t('ledger.cancel')}
        color="red"
      >
        {deleting && t('ledger.journal.deleteText', { number: deleting.number })}
      </ConfirmModal>
    </Stack>
  );
}
