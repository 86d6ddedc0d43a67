/**
 * /internal-transfer-analyze?businessId=: a business's internal transfers. Finding them replaces
 * the proposed pairs (imports propose them too); each pair is accepted to the transfer clearing
 * account or rejected for good, or every pair at or above a confidence at once; accepted pairs
 * can be undone. Business, tab and page live in the URL.
 */
import { DEFAULT_TRANSFER_DAYS, MAX_TRANSFER_DAYS } from '@ledgerdesk/domain';
import { Alert, Button, Card, Group, NumberInput, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconChecks, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../app/notify';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { PageHeader } from '../../ui/PageHeader';
import { DEFAULT_PAGE_SIZE } from '../../ui/PageSizeSelect';
import { TablePagination } from '../../ui/TablePagination';
import { useSearchState } from '../../ui/urlState';
import { BusinessSelect } from '../businesses/BusinessSelect';
import { useBusiness } from '../businesses/queries';
import { fetchPairs } from './api';
import { PairTable } from './PairTable';
import { useAccept, useAnalyze, useReject, useUndo } from './useTransferActions';

const searchSchema = z.object({
  businessId: z.string().catch(''),
  tab: z.enum(['proposed', 'accepted']).catch('proposed'),
  page: z.coerce.number().int().min(1).catch(1),
  limit: z.coerce.number().int().min(1).max(200).catch(DEFAULT_PAGE_SIZE),
});

export default function TransfersPage() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(searchSchema);
  const { businessId, tab, page, limit } = search;
  const business = useBusiness(businessId);
  const [days, setDays] = useState<number>(DEFAULT_TRANSFER_DAYS);
  const [minConfidence, setMinConfidence] = useState(80);
  const [confirming, setConfirming] = useState(false);
  const pairs = useQuery({
    queryKey: ['transfers', businessId, tab, page, limit],
    queryFn: ({ signal }) => fetchPairs(businessId, { status: tab, skip: (page - 1) * limit, limit }, signal),
    enabled: businessId !== '',
    placeholderData: keepPreviousData,
  });
  const analyze = useAnalyze(businessId);
  const accept = useAccept(businessId);
  const reject = useReject(businessId);
  const undo = useUndo(businessId);
  const busy = analyze.isPending || accept.isPending || reject.isPending || undo.isPending;
  const total = pairs.data?.pagination.total ?? 0;

  return (
    <Stack gap="md" maw={1280}>
      <PageHeader title={t('transfers.title')} description={t('transfers.description')} />
      <Card withBorder>
        <Group align="flex-end" gap="md">
          <BusinessSelect
            label={t('transfers.business')}
            placeholder={t('transfers.businessHint')}
            emptyMessage={t('transfers.noBusinessFound')}
            value={businessId || null}
            selectedLabel={business.data?.name}
            onChange={(id) => update({ businessId: id ?? '', page: 1 })}
            w={320}
          />
          <NumberInput
            label={t('transfers.days')}
            description={t('transfers.daysHint')}
            min={0}
            max={MAX_TRANSFER_DAYS}
            clampBehavior="strict"
            allowDecimal={false}
            value={days}
            onChange={(value) => setDays(typeof value === 'number' ? value : DEFAULT_TRANSFER_DAYS)}
            w={200}
          />
          <Button
            leftSection={<IconSearch size={16} />}
            disabled={!businessId}
            loading={analyze.isPending}
            onClick={() => analyze.mutate(days)}
          >
            {t('transfers.analyze')}
          </Button>
        </Group>
      </Card>
      {!businessId ? (
        <Text c="dimmed">{t('transfers.pickBusiness')}</Text>
      ) : (
        <Card withBorder p={0}>
          <Tabs value={tab} onChange={(value) => update({ tab: value === 'accepted' ? 'accepted' : 'proposed', page: 1 })}>
            <Tabs.List px="md" pt="xs">
              <Tabs.Tab value="proposed">{t('transfers.tabs.proposed')}</Tabs.Tab>
              <Tabs.Tab value="accepted">{t('transfers.tabs.accepted')}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          {tab === 'proposed' && (
            <Group p="md" gap="md" align="flex-end">
              <NumberInput
                label={t('transfers.minConfidence')}
                min={0}
                max={100}
                clampBehavior="strict"
                allowDecimal={false}
                suffix="%"
                value={minConfidence}
                onChange={(value) => setMinConfidence(typeof value === 'number' ? value : 0)}
                w={200}
              />
              <Button
                variant="light"
                leftSection={<IconChecks size={16} />}
                disabled={busy || total === 0}
                onClick={() => setConfirming(true)}
              >
                {t('transfers.acceptAll', { value: minConfidence })}
              </Button>
            </Group>
          )}
          <PairsBody
            loading={pairs.isPending}
            error={pairs.isError ? errorMessage(pairs.error) : null}
            empty={pairs.data?.data.length === 0 ? t(tab === 'proposed' ? 'transfers.emptyProposed' : 'transfers.emptyAccepted') : null}
          >
            {pairs.data && (
              <PairTable
                pairs={pairs.data.data}
                tab={tab}
                busy={busy}
                onAccept={(pair) => accept.mutate({ pairIds: [pair.id] })}
                onReject={(pair) => reject.mutate([pair.id])}
                onUndo={(pair) => undo.mutate([pair.id])}
              />
            )}
          </PairsBody>
          {total > 0 && (
            <Stack p="md">
              <TablePagination
                page={page}
                pageSize={limit}
                total={total}
                onPageChange={(next) => update({ page: next })}
                onPageSizeChange={(size) => update({ limit: size, page: 1 })}
                disabled={pairs.isFetching}
              />
            </Stack>
          )}
        </Card>
      )}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          accept.mutate({ minConfidence });
        }}
        title={t('transfers.acceptAllTitle')}
        confirmLabel={t('transfers.acceptAllConfirm')}
      >
        {t('transfers.acceptAllBody', { value: minConfidence })}
      </ConfirmModal>
    </Stack>
  );
}

interface PairsBodyProps {
  loading: boolean;
  error: string | null;
  /** What to say when there is nothing to list; null when there is. */
  empty: string | null;
  children: ReactNode;
}

function PairsBody({ loading, error, empty, children }: PairsBodyProps) {
  if (loading)
    return (
      <Stack p="md" gap="xs">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={44} />
        ))}
      </Stack>
    );
  if (error)
    return (
      <Alert m="md" color="red">
        {error}
      </Alert>
    );
  if (empty)
    return (
      <Text p="md" c="dimmed">
        {empty}
      </Text>
    );
  return children;
}
