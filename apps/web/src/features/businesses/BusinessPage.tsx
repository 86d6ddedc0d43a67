/** /businesses/{id}: the business's header and its tabs (the tab in the URL, `?tab=`). */
import { Button, Center, EmptyState, Skeleton, Stack, Tabs } from '@mantine/core';
import { Role } from '@ledgerdesk/domain';
import { IconBuildingOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAuthState } from '../auth/session';
import { BusinessHeader } from './BusinessHeader';
import { tabsFor } from './businessTabs';
import { useBusiness } from './queries';

export default function BusinessPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { roleId } = useAuthState();
  const [params, setParams] = useSearchParams();
  const business = useBusiness(id);
  const listPath = roleId === Role.CaseManager ? '/business-management' : '/businesses';
  const tabs = tabsFor(roleId);
  const active = tabs.find((tab) => tab.value === params.get('tab')) ?? tabs[0];

  if (business.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={32} w="40%" />
        <Skeleton h={16} w="30%" />
        <Skeleton h={320} />
      </Stack>
    );
  }
  if (business.isError) {
    return (
      <Center py="xl">
        <EmptyState icon={<IconBuildingOff size={28} aria-hidden />} withIndicatorBackground title={t('businesses.page.notFound')} description={t('businesses.page.notFoundText')}>
          <Button component={Link} to={listPath} variant="light" mt="md">
            {t('businesses.page.back')}
          </Button>
        </EmptyState>
      </Center>
    );
  }

  return (
    <>
      <BusinessHeader business={business.data} roleId={roleId} listPath={listPath} />
      <Tabs value={active?.value ?? null} onChange={(tab) => tab && setParams({ tab }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} style={{ whiteSpace: 'nowrap' }}>
              {t(tab.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ value, Component }) => (
          <Tabs.Panel key={value} value={value}>
            <Component business={business.data} roleId={roleId} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
