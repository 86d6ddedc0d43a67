/**
 * Find and recode (`/find-and-recode`): find posted lines by conditions in one business or the
 * caller's scope, see their totals, preview the report impact of moving them to another account
 * and/or tax code, apply as one batch and undo it. Preview and apply act on the last search.
 */
import { postedConditionGroupSchema, TAX_CODES, type RecodeRequest, type RecodeTarget, type TaxCode } from '@ledgerdesk/domain';
import { Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconEye, IconSearch, IconWand } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/notify';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { PageHeader } from '../../ui/PageHeader';
import { useAuthState } from '../auth/session';
import { BusinessSelect } from '../businesses/BusinessSelect';
import { useBrandOptions } from '../clients/lookups';
import { useChartOptions } from '../coding/lookups';
import { previewRecode, searchPostedLines } from './api';
import { FoundLines } from './FoundLines';
import { ImpactPreview } from './ImpactPreview';
import { newPostedGroup, toPostedGroup } from './postedDraft';
import { PostedConditionBuilder } from './PostedConditionBuilder';
import { RecentRecodes } from './RecentRecodes';
import { CodingJobProgress } from '../coding/CodingJobProgress';
import { useApplyRecode } from './useApplyRecode';

const PAGE = 50;
type Searched = Omit<RecodeRequest, 'change'>;

export default function RecodePage() {
  const { t } = useTranslation();
  const { roleId } = useAuthState();
  // Empty for a Case Manager, who works on businesses rather than brands.
  const brandOptions = useBrandOptions(roleId).data ?? [];
  const [businessId, setBusinessId] = useState('');
  const [brandId, setBrandId] = useState('');
  const [dateFrom, setDateFrom] = useState<string | null>(null);
  const [dateTo, setDateTo] = useState<string | null>(null);
  const [draft, setDraft] = useState(() => newPostedGroup());
  const [showErrors, setShowErrors] = useState(false);
  const [searched, setSearched] = useState<Searched | null>(null);
  const [page, setPage] = useState(1);
  const [accountCode, setAccountCode] = useState('');
  const [taxCode, setTaxCode] = useState<TaxCode | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chart = useChartOptions(businessId);

  const found = useQuery({
    queryKey: ['recode', 'search', searched, page],
    queryFn: ({ signal }) => (searched ? searchPostedLines({ ...searched, skip: (page - 1) * PAGE, limit: PAGE }, signal) : null),
    enabled: searched !== null,
    placeholderData: keepPreviousData,
  });
  const change = { ...(accountCode.trim() && { accountCode: accountCode.trim() }), ...(taxCode && { taxCode }) };
  const request: RecodeRequest | null = searched && (change.accountCode || change.taxCode) ? { ...searched, change } : null;
  const preview = useMutation({ mutationFn: previewRecode, onError: (error) => showError(error) });
  const shownPreview = preview.data && JSON.stringify(preview.variables) === JSON.stringify(request) ? preview.data : null;
  const apply = useApplyRecode(() => preview.reset());

  const search = (event: FormEvent) => {
    event.preventDefault();
    const conditions = postedConditionGroupSchema.safeParse(toPostedGroup(draft));
    setShowErrors(!conditions.success);
    if (!conditions.success) return;
    const target: RecodeTarget = {
      scope: businessId ? { kind: 'business', businessId } : brandId ? { kind: 'brand', brandId } : { kind: 'all' },
      ...(dateFrom && { dateFrom }),
      ...(dateTo && { dateTo }),
    };
    setSearched({ conditions: conditions.data, target });
    setPage(1);
  };
  const openCount = found.data ? found.data.totals.count - found.data.totals.locked.count : 0;

  return (
    <Stack gap="md" maw={1280}>
      <PageHeader title={t('recode.title')} description={t('recode.description')} />
      <form onSubmit={search}>
        <Card withBorder>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('recode.find')}
            </Title>
            <SimpleGrid cols={brandOptions.length > 0 ? 4 : 3} spacing="sm">
              <BusinessSelect
                label={t('recode.target.business')}
                placeholder={t('recode.target.allBusinesses')}
                emptyMessage={t('recode.target.noBusiness')}
                value={businessId || null}
                onChange={(id) => setBusinessId(id ?? '')}
                clearable
              />
              {/* A business names its brand: the brand narrows only a search over many businesses. */}
              {brandOptions.length > 0 && (
                <Select
                  label={t('recode.target.brand')}
                  placeholder={t('recode.target.allBrands')}
                  data={brandOptions}
                  value={businessId ? null : brandId || null}
                  onChange={(id) => setBrandId(id ?? '')}
                  disabled={businessId !== ''}
                  searchable
                  clearable
                />
              )}
              <DateInput label={t('recode.target.dateFrom')} clearable value={dateFrom} onChange={setDateFrom} />
              <DateInput label={t('recode.target.dateTo')} clearable value={dateTo} onChange={setDateTo} />
            </SimpleGrid>
            <PostedConditionBuilder value={draft} onChange={setDraft} accounts={chart.options} showErrors={showErrors} />
            <Group>
              <Button type="submit" leftSection={<IconSearch size={16} />} loading={found.isFetching}>
                {t('recode.search')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </form>
      {searched && found.isPending && <Skeleton h={200} />}
      {found.data && <FoundLines answer={found.data} page={page} pageSize={PAGE} onPage={setPage} fetching={found.isFetching} />}
      {found.data && found.data.totals.count > 0 && (
        <Card withBorder>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('recode.change.title')}
            </Title>
            <Group align="flex-end">
              {chart.options.length > 0 ? (
                <Select
                  label={t('recode.change.account')}
                  placeholder={t('recode.change.keep')}
                  data={chart.options}
                  value={accountCode || null}
                  onChange={(code) => setAccountCode(code ?? '')}
                  searchable
                  clearable
                  w={300}
                />
              ) : (
                <TextInput
                  label={t('recode.change.accountCode')}
                  placeholder={t('recode.change.keep')}
                  value={accountCode}
                  onChange={(event) => setAccountCode(event.currentTarget.value)}
                  w={200}
                />
              )}
              <Select
                label={t('recode.change.taxCode')}
                placeholder={t('recode.change.keep')}
                data={[...TAX_CODES]}
                value={taxCode}
                onChange={(code) => setTaxCode(TAX_CODES.find((c) => c === code) ?? null)}
                clearable
                w={160}
              />
              <Button
                variant="light"
                leftSection={<IconEye size={16} />}
                disabled={!request}
                loading={preview.isPending}
                onClick={() => request && preview.mutate(request)}
              >
                {t('recode.change.preview')}
              </Button>
              <Button
                leftSection={<IconWand size={16} />}
                disabled={!request || openCount === 0 || apply.following}
                onClick={() => setConfirming(true)}
              >
                {t('recode.change.apply')}
              </Button>
            </Group>
            {!request && (
              <Text size="sm" c="dimmed">
                {t('recode.change.hint')}
              </Text>
            )}
            {shownPreview && <ImpactPreview preview={shownPreview} />}
          </Stack>
        </Card>
      )}
      {apply.following && (
        <Card withBorder>
          <Stack gap="xs">
            <CodingJobProgress job={apply.job} />
            {apply.job?.state === 'failed' && (
              <Button variant="default" w="fit-content" onClick={apply.dismiss}>
                {t('codingJobs.close')}
              </Button>
            )}
          </Stack>
        </Card>
      )}
      <Card withBorder>
        <RecentRecodes />
      </Card>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('recode.confirm.title')}
        confirmLabel={t('recode.confirm.apply', { count: openCount, shown: openCount.toLocaleString() })}
        loading={apply.start.isPending}
        onConfirm={() => request && apply.start.mutate(request, { onSettled: () => setConfirming(false) })}
      >
        <Text size="sm">{t('recode.confirm.body', { count: openCount, shown: openCount.toLocaleString() })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
