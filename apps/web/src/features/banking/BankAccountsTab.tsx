/**
 * The business page's 'Bank accounts' tab: masked numbers, ledger account, balance, add/edit/close,
 * and each account's reconciliation (`?reconcile={bankAccountId}`, where a Xero user looks for it).
 */
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { can, formatMoney } from '@ledgerdesk/domain';
import { IconFileImport, IconPencil, IconPlus, IconScale, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import type { BusinessTabProps } from '../businesses/businessTabProps';
import { useBankAccounts, useSaveBankAccount, type BankAccount } from './api';
import { BankAccountFormModal } from './BankAccountFormModal';
import { ReconcilePanel } from './ReconcilePanel';

export function BankAccountsTab({ business, roleId }: BusinessTabProps) {
  const { t } = useTranslation();
  const accounts = useBankAccounts(business.id);
  const save = useSaveBankAccount(business.id);
  const canEdit = can(roleId, 'ledger:write');
  const [editing, setEditing] = useState<BankAccount | null | undefined>(undefined);
  const [closing, setClosing] = useState<BankAccount | null>(null);
  const [params, setParams] = useSearchParams();
  const reconciling = accounts.data?.find((a) => a.id === params.get('reconcile'));
  const openReconcile = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('reconcile', id);
        else next.delete('reconcile');
        return next;
      },
      { replace: false },
    );

  const columns: DataTableColumn<BankAccount>[] = [
    { key: 'name', header: t('banking.columns.name'), render: (a) => a.name },
    {
      key: 'kind',
      header: t('banking.columns.kind'),
      width: 100,
      render: (a) => <Badge variant="light">{t(`banking.kinds.${a.kind}`)}</Badge>,
    },
    { key: 'bsb', header: t('banking.columns.bsb'), width: 100, render: (a) => a.bsb || '—' },
    { key: 'number', header: t('banking.columns.number'), width: 120, render: (a) => a.accountNumber || '—' },
    { key: 'ledger', header: t('banking.columns.ledger'), render: (a) => `${a.ledgerAccount.code} ${a.ledgerAccount.name}` },
    {
      key: 'opening',
      header: t('banking.columns.opening'),
      align: 'right',
      render: (a) => (
        <Text size="sm" ff="monospace">
          {formatMoney(a.openingBalance)}
        </Text>
      ),
    },
    { key: 'transactions', header: t('banking.columns.transactions'), width: 110, align: 'right', render: (a) => a.transactionCount },
    {
      key: 'status',
      header: t('banking.columns.status'),
      width: 100,
      render: (a) => <Badge color={a.status === 'active' ? 'teal' : 'gray'}>{t(`banking.statuses.${a.status}`)}</Badge>,
    },
  ];
  columns.push({
    key: 'actions',
    header: t('banking.columns.actions'),
    width: canEdit ? 160 : 70,
    align: 'right',
    render: (a) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Tooltip label={t('reconciliation.action')}>
          <ActionIcon variant="subtle" aria-label={t('reconciliation.actionNamed', { name: a.name })} onClick={() => openReconcile(a.id)}>
            <IconScale size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {canEdit && (
          <>
            <Tooltip label={t('banking.import')}>
              <ActionIcon
                component={Link}
                to={`/conversion?businessId=${business.id}&bankAccountId=${a.id}`}
                variant="subtle"
                aria-label={t('banking.importNamed', { name: a.name })}
              >
                <IconFileImport size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('banking.edit')}>
              <ActionIcon variant="subtle" aria-label={t('banking.editNamed', { name: a.name })} onClick={() => setEditing(a)}>
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            {a.status === 'active' && (
              <Tooltip label={t('banking.close')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('banking.closeNamed', { name: a.name })}
                  onClick={() => setClosing(a)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </>
        )}
      </Group>
    ),
  });

  if (reconciling)
    return <ReconcilePanel businessId={business.id} account={reconciling} roleId={roleId} onBack={() => openReconcile(null)} />;

  return (
    <Stack gap="md">
      {canEdit && (
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={`/businesses/processing-data?businessId=${business.id}`}>
            {t('banking.imports')}
          </Button>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            component={Link}
            to={`/businesses/new-account?businessId=${business.id}`}
          >
            {t('banking.add')}
          </Button>
        </Group>
      )}
      <DataTable
        label={t('banking.tableLabel')}
        columns={columns}
        rows={accounts.data}
        getRowId={(a) => a.id}
        loading={accounts.isFetching}
        emptyTitle={t('banking.empty')}
        minWidth={1000}
      />
      <BankAccountFormModal
        businessId={business.id}
        account={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmModal
        opened={closing !== null}
        onClose={() => setClosing(null)}
        onConfirm={() => closing && save.mutate({ id: closing.id, input: { status: 'closed' } }, { onSuccess: () => setClosing(null) })}
        title={t('banking.close')}
        confirmLabel={t('banking.close')}
        color="red"
        loading={save.isPending}
      >
        {t('banking.closeText', { name: closing?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
