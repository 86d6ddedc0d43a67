/**
 * /auto-coding-system: the rules in evaluation order, by status tab, with search, a scope
 * filter and reordering inside a scope.
 */
import { Button, Card, Center, EmptyState, Group, Select, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlus, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SearchInput } from '../../ui/SearchInput';
import { useSearchState } from '../../ui/urlState';
import { useAuthState } from '../auth/session';
import { BusinessSelect } from '../businesses/BusinessSelect';
import { useBrandOptions } from '../clients/lookups';
import { APPLY_ACTIVE_JOB, ApplyActiveModal } from './ApplyActiveModal';
import { rememberedJob } from './codingJob';
import { useRules, useSaveOrder } from './queries';
import { canApplyRules, canEditScope, editableScopes } from './ruleAccess';
import { ruleListQuery, ruleSearchSchema, RULES_PAGE, showsWholeScopes } from './ruleSearch';
import { RulesTable } from './RulesTable';

export default function RulesListPage() {
  const { t } = useTranslation();
  const { roleId } = useAuthState();
  const [search, update] = useSearchState(ruleSearchSchema);
  const refine = (patch: Partial<typeof search>) => update({ ...patch, page: 1 });
  const rules = useRules(ruleListQuery(search));
  const saveOrder = useSaveOrder();
  const brands = useBrandOptions(roleId);
  const total = rules.data?.pagination.total ?? 0;
  const wholeScopes = showsWholeScopes(search, total);
  const filtered = search.q !== '' || search.scope !== '';
  // A run started before a reload is shown again, where it was started.
  const [applying, setApplying] = useState(() => rememberedJob(APPLY_ACTIVE_JOB) !== null);

  const table = () => {
    if (rules.isPending) return <Skeleton h={240} />;
    if (!rules.data || rules.data.data.length === 0) {
      return (
        <Center py="xl">
          <EmptyState icon={<IconWand />} title={filtered ? t('coding.list.emptyFiltered') : t('coding.list.empty')} />
        </Center>
      );
    }
    return (
      <RulesTable
        rules={rules.data.data}
        canReorder={(rule) => wholeScopes && canEditScope(roleId, rule.scope.kind)}
        onReorder={(move) => saveOrder.mutate({ scope: move.scope, ruleIds: move.ruleIds })}
      />
    );
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('coding.list.title')}
        description={t('coding.list.subtitle')}
        actions={
          <Group gap="xs" wrap="nowrap">
            {canApplyRules(roleId) && (
              <Button variant="light" leftSection={<IconPlayerPlay size={16} />} onClick={() => setApplying(true)}>
                {t('coding.applyActive.open')}
              </Button>
            )}
            {editableScopes(roleId).length > 0 && (
              <Button component={Link} to="/auto-coding-system/new" leftSection={<IconPlus size={16} />}>
                {t('coding.list.newRule')}
              </Button>
            )}
          </Group>
        }
      />
      {canApplyRules(roleId) && (
        <ApplyActiveModal key={search.businessId} opened={applying} onClose={() => setApplying(false)} businessId={search.businessId} />
      )}
      <Card withBorder radius="md" p="md">
        <Stack gap="md">
          <Tabs value={search.status} onChange={(status) => status && refine({ status: ruleSearchSchema.shape.status.parse(status) })}>
            <Tabs.List>
              <Tabs.Tab value="draft">{t('coding.list.tabs.draft')}</Tabs.Tab>
              <Tabs.Tab value="active">{t('coding.list.tabs.active')}</Tabs.Tab>
              <Tabs.Tab value="archived">{t('coding.list.tabs.archived')}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <Group gap="sm" align="flex-end">
            <SearchInput
              label={t('coding.list.search')}
              placeholder={t('coding.list.searchPlaceholder')}
              value={search.q}
              onSearch={(q) => refine({ q })}
              w={260}
            />
            <Select
              label={t('coding.list.scopeFilter')}
              data={[
                { value: '', label: t('coding.list.allScopes') },
                ...(['practice', 'brand', 'business'] as const).map((kind) => ({ value: kind, label: t(`coding.scopeKind.${kind}`) })),
              ]}
              value={search.scope}
              onChange={(scope) => refine({ scope: ruleSearchSchema.shape.scope.parse(scope ?? ''), brandId: '', businessId: '' })}
              allowDeselect={false}
              w={180}
            />
            {search.scope === 'brand' && (
              <Select
                label={t('coding.list.brand')}
                placeholder={t('coding.list.anyBrand')}
                data={brands.data ?? []}
                value={search.brandId || null}
                onChange={(brandId) => refine({ brandId: brandId ?? '' })}
                searchable
                clearable
                w={240}
              />
            )}
            {search.scope === 'business' && (
              <BusinessSelect
                label={t('coding.list.business')}
                placeholder={t('coding.list.anyBusiness')}
                emptyMessage={t('coding.list.emptyFiltered')}
                value={search.businessId || null}
                onChange={(businessId) => refine({ businessId: businessId ?? '' })}
                clearable
                w={280}
              />
            )}
          </Group>
          {wholeScopes && total > 1 && (
            <Text size="sm" c="dimmed">
              {t('coding.list.reorderHint')}
            </Text>
          )}
          {table()}
          {total > RULES_PAGE && (
            <PrevNextPagination page={search.page} pageSize={RULES_PAGE} total={total} onChange={(page) => update({ page })} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
