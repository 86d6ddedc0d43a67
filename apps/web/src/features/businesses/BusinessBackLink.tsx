/** The business a page works on, named, as a link back to it (on the tab the page came from). */
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBusiness } from './queries';

export function BusinessBackLink({ businessId, tab }: { businessId: string; tab?: string }) {
  const { t } = useTranslation();
  const business = useBusiness(businessId);
  if (!business.data) return null;
  return (
    <Anchor component={Link} to={`/businesses/${businessId}${tab ? `?tab=${tab}` : ''}`} size="sm" data-testid="business-back-link">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {t('businesses.backTo', { name: business.data.name })}
      </Group>
    </Anchor>
  );
}
