/** /abn-lookup (staff): check an ABN's checksum and what the Australian Business Register says. */
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { can, isValidAbn } from '@ledgerdesk/domain';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../app/notify';
import { AbnInput } from '../../ui/AbnInput';
import { PageHeader } from '../../ui/PageHeader';
import { useAuthState } from '../auth/session';
import { fetchAbnCheck, type AbnCheck } from './api';
import { AbnRegisterStatus } from './AbnRegisterStatus';

export default function AbnLookupPage() {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const lookup = useMutation({
    mutationFn: (input: { abn: string; refresh: boolean }) => fetchAbnCheck(input.abn, { refresh: input.refresh }),
  });
  const run = (refresh: boolean) => lookup.mutate({ abn: value, refresh });
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('abnLookup.title')} description={t('abnLookup.subtitle')} />
      <Card withBorder radius="md" p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (value.trim()) run(false);
          }}
        >
          <Group align="flex-end">
            <AbnInput
              label={t('abnLookup.abn')}
              placeholder="51 824 753 556"
              description={t('abnLookup.abnHint')}
              value={value}
              onChange={setValue}
              w={320}
              data-autofocus
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={lookup.isPending} disabled={!value.trim()}>
              {t('abnLookup.check')}
            </Button>
          </Group>
        </form>
      </Card>
      {lookup.isError && (
        <Alert color="red" title={t('common.error')}>
          {errorMessage(lookup.error)}
        </Alert>
      )}
      {!lookup.data && !lookup.isPending && !lookup.isError && (
        <Text c="dimmed" size="sm">
          {t('abnLookup.empty')}
        </Text>
      )}
      {lookup.data && <AbnResult result={lookup.data} onRefresh={() => run(true)} refreshing={lookup.isPending} />}
    </Stack>
  );
}

function AbnResult({ result, onRefresh, refreshing }: { result: AbnCheck; onRefresh: () => void; refreshing: boolean }) {
  const { t, i18n } = useTranslation();
  const { roleId } = useAuthState();
  const { register } = result;
  const rows: [string, string | null][] = register
    ? [
        [t('abnLookup.fields.entityName'), register.entityName],
        [t('abnLookup.fields.businessNames'), register.businessNames.join(', ') || null],
        [t('abnLookup.fields.entityType'), register.entityType],
        [t('abnLookup.fields.location'), [register.state, register.postcode].filter(Boolean).join(' ') || null],
        [t('abnLookup.fields.gst'), register.gstFrom ? t('abnLookup.gstFrom', { date: register.gstFrom }) : t('abnLookup.notGst')],
        [t('abnLookup.fields.statusFrom'), register.statusFrom],
      ]
    : [];
  return (
    <Card withBorder radius="md" p="md" data-testid="abn-result">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {result.formatted}
        </Title>
        <Alert color={result.valid ? 'teal' : 'red'}>{t(result.valid ? 'abnLookup.checksumOk' : 'abnLookup.checksumBad')}</Alert>
        {register && <AbnRegisterStatus register={register} />}
        {register?.outcome === 'off' && can(roleId, 'settings:manage') && (
          <Anchor component={Link} to="/secret" size="sm">
            {t('abnLookup.configure')}
          </Anchor>
        )}
        {register && (register.outcome === 'active' || register.outcome === 'cancelled') && (
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {rows.map(([label, text]) => (
                <Table.Tr key={label}>
                  <Table.Th w={220}>{label}</Table.Th>
                  <Table.Td>{text ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {register?.checkedAt && (
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t(register.cached ? 'abnLookup.checkedCached' : 'abnLookup.checkedNow', {
                date: new Date(register.checkedAt).toLocaleString(i18n.language),
              })}
            </Text>
            <Button size="xs" variant="subtle" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRefresh} loading={refreshing}>
              {t('abnLookup.refresh')}
            </Button>
          </Group>
        )}
        {register && ['timeout', 'unavailable', 'unreadable'].includes(register.outcome) && isValidAbn(result.abn) && (
          <Group justify="flex-end">
            <Button size="xs" variant="light" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRefresh} loading={refreshing}>
              {t('abnLookup.retry')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
