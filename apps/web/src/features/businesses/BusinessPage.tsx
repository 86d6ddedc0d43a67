/** /businesses/{id}: the business's header and its tabs (the tab in the URL, `?tab=`). */
import { Tabs } from '@mantine/core';
import { Role } from '@ledgerdesk/domain';
import { IconBuildingOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { RecordLoading, RecordNotFound } from '../../ui/RecordFallback';
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

  if (business.isPending) return <RecordLoading />;
  if (business.isError) {
    return (
      <RecordNotFound
        icon={<IconBuildingOff size={28} aria-hidden />}
        title={t('businesses.page.notFound')}
        description={t('businesses.page.notFoundText')}
        backTo={listPath}
        backLabel={t('businesses.page.back')}
      />
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
