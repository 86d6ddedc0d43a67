/**
 * Reconciling one bank account (Xero's "Reconcile" tab), reached from the business page's bank
 * accounts with `?reconcile={bankAccountId}`: the statement balance at a date (typed, or an
 * imported statement's) against the ledger's, the difference, the uncoded and unmatched lines
 * that explain it, and marking the period reconciled once the two agree.
 */
import { Alert, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { can, formatCents, formatDate, formatMoney, parseAmount, type RoleId } from '@ledgerdesk/domain';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BankAccount } from './api';
import { ReconciliationHistory, ReconciliationLines } from './ReconciliationLines';
import { useReconcile, useReconciliation, useUndoReconciliation } from './reconciliationApi';

interface Props {
  businessId: string;
  account: BankAccount;
  roleId: RoleId;
  onBack: () => void;
}

function Figure({ label, value, badge }: { label: string; value: number | null; badge?: React.ReactNode }) {
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {badge}
      </Group>
      <Text size="xl" fw={600} ff="monospace" aria-label={label}>
        {value === null ? '—' : formatMoney(value)}
      </Text>
    </Card>
  );
}

export function ReconcilePanel({ businessId, account, roleId, onBack }: Props) {
  const { t } = useTranslation();
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [balanceText, setBalanceText] = useState('');
  const [typed] = useDebouncedValue(balanceText.trim(), 300);
  const typedCents = typed === '' ? undefined : parseAmount(typed);
  const invalid = balanceText.trim() !== '' && parseAmount(balanceText.trim()) === undefined;
  const figures = useReconciliation(businessId, account.id, date, typedCents);
  const reconcile = useReconcile(businessId, account.id);
  const undo = useUndoReconciliation(businessId, account.id);
  const canReconcile = can(roleId, 'ledger:reconcile');
  const data = figures.data;
  const shownDate = formatDate(date);

  const done = !!data?.reconciledThrough && date <= data.reconciledThrough;
  const state = !data
    ? null
    : done
      ? { color: 'teal', text: t('reconciliation.state.done', { date: formatDate(data.reconciledThrough ?? date) }) }
      : data.statementBalance === null
        ? { color: 'gray', text: t('reconciliation.state.noBalance', { date: shownDate }) }
        : data.reconciles
          ? { color: 'teal', text: t('reconciliation.state.agree', { date: shownDate }) }
          : data.uncoded.count > 0
            ? { color: 'orange', text: t('reconciliation.state.uncoded', { count: data.uncoded.count, date: shownDate }) }
            : { color: 'red', text: t('reconciliation.state.differs', { amount: formatMoney(data.difference ?? 0) }) };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="sm">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
            {t('reconciliation.back')}
          </Button>
          <Title order={3}>{t('reconciliation.title', { name: account.name })}</Title>
        </Group>
        {data?.reconciledThrough && (
          <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
            {t('reconciliation.reconciledThrough', { date: formatDate(data.reconciledThrough) })}
          </Badge>
        )}
      </Group>
      <Group align="flex-start" gap="md">
        <DateInput label={t('reconciliation.statementDate')} value={date} onChange={(value) => value && setDate(value)} w={180} />
        <TextInput
          label={t('reconciliation.statementBalance')}
          description={t('reconciliation.statementBalanceHint')}
          inputMode="decimal"
          placeholder={data?.statementSource === 'import' && data.statementBalance !== null ? formatCents(data.statementBalance) : '0.00'}
          value={balanceText}
          onChange={(event) => setBalanceText(event.currentTarget.value)}
          error={invalid ? t('reconciliation.amountInvalid') : null}
          w={240}
        />
        {data && data.statements.length > 0 && (
          <Select
            label={t('reconciliation.imported')}
            description={t('reconciliation.importedHint')}
            placeholder={t('reconciliation.statementChoice')}
            data={data.statements.map((s) => ({
              value: s.date,
              label: t('reconciliation.importedOption', {
                date: formatDate(s.date),
                balance: formatMoney(s.balance),
                file: s.fileName,
              }),
            }))}
            value={data.statementSource === 'import' ? date : null}
            onChange={(value) => {
              if (!value) return;
              setDate(value);
              setBalanceText('');
            }}
            w={360}
          />
        )}
      </Group>
      <SimpleGrid cols={4}>
        <Figure
          label={t('reconciliation.figures.statement')}
          value={data?.statementBalance ?? null}
          badge={data?.statementSource && <Badge variant="light">{t(`reconciliation.source.${data.statementSource}`)}</Badge>}
        />
        <Figure label={t('reconciliation.figures.ledger')} value={data?.ledgerBalance ?? null} />
        <Figure label={t('reconciliation.figures.difference')} value={data?.difference ?? null} />
        <Figure label={t('reconciliation.figures.unexplained')} value={data?.unexplained ?? null} />
      </SimpleGrid>
      {state && (
        <Alert color={state.color} role="status">
          <Group justify="space-between">
            <Text size="sm">{state.text}</Text>
            {canReconcile && data && !done && (
              <Button
                disabled={!data.reconciles}
                loading={reconcile.isPending}
                onClick={() =>
                  data.statementBalance !== null && reconcile.mutate({ statementDate: date, statementBalance: data.statementBalance })
                }
              >
                {t('reconciliation.mark', { date: shownDate })}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {data && (
        <>
          <ReconciliationLines
            kind="uncoded"
            group={data.uncoded}
            action={
              <Button variant="default" component={Link} to={`/businesses/${businessId}?tab=transactions`}>
                {t('reconciliation.codeThem')}
              </Button>
            }
          />
          <ReconciliationLines kind="unmatched" group={data.unmatched} />
          <ReconciliationHistory
            history={data.history}
            canUndo={canReconcile}
            undoing={undo.isPending}
            onUndo={(r) => undo.mutateAsync(r.id)}
          />
        </>
      )}
    </Stack>
  );
}
