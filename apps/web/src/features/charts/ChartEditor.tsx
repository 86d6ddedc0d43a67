/**
 * The one chart editor, for system and brand templates and for a business's own chart: search,
 * add, edit, deactivate, delete (not for accounts with postings), CSV export and import.
 */
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/notify';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { AccountFormModal } from './AccountFormModal';
import { AccountTable } from './AccountTable';
import type { Account, ChartTarget } from './api';
import { ChartCsvButtons } from './ChartCsvButtons';
import { useAccounts, useDeleteAccount, useImportAccounts, useSaveAccount } from './queries';

interface Props {
  target: ChartTarget;
  /** The file name of the CSV export, without extension. */
  filename: string;
  canEdit: boolean;
}

export function ChartEditor({ target, filename, canEdit }: Props) {
  const { t } = useTranslation();
  const accounts = useAccounts(target);
  const save = useSaveAccount(target);
  const remove = useDeleteAccount(target);
  const importCsv = useImportAccounts(target);
  const [keyword, setKeyword] = useState('');
  // null: adding; an account: editing it; undefined: closed.
  const [editing, setEditing] = useState<Account | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Account | null>(null);

  const rows = useMemo(() => {
    const needle = keyword.trim().toLowerCase();
    if (!needle || !accounts.data) return accounts.data;
    return accounts.data.filter((a) => a.code.toLowerCase().includes(needle) || a.name.toLowerCase().includes(needle));
  }, [accounts.data, keyword]);

  const actions = canEdit
    ? {
        onEdit: (account: Account) => setEditing(account),
        onToggleActive: (account: Account) => save.mutate({ id: account.id, input: { active: !account.active } }),
        onDelete: (account: Account) => setDeleting(account),
      }
    : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <TextInput
          w={280}
          label={t('charts.search')}
          placeholder={t('charts.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
        />
        <Group gap="xs" align="flex-end">
          <ChartCsvButtons target={target} filename={filename} importCsv={canEdit ? importCsv : undefined} />
          {canEdit && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
              {t('charts.addAccount')}
            </Button>
          )}
        </Group>
      </Group>
      {importCsv.isError && (
        <Alert
          color="red"
          title={t('charts.importFailed')}
          withCloseButton
          closeButtonLabel={t('charts.dismiss')}
          onClose={() => importCsv.reset()}
        >
          {errorMessage(importCsv.error)}
        </Alert>
      )}
      <AccountTable rows={rows} loading={accounts.isFetching} actions={actions} />
      {canEdit && (
        <AccountFormModal target={target} account={editing ?? null} opened={editing !== undefined} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        title={t('charts.deleteTitle')}
        confirmLabel={t('charts.delete')}
        color="red"
        loading={remove.isPending}
      >
        {t('charts.deleteText', { code: deleting?.code ?? '', name: deleting?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
