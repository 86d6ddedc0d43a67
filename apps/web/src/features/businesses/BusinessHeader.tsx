/** The top of a business's page: name, client, ABN, status and the archive or restore action. */
import { Anchor, Group, Text } from '@mantine/core';
import { can, formatAbn, type RoleId } from '@ledgerdesk/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordHeader } from '../../ui/RecordHeader';
import type { Business } from './api';
import { BusinessRowMenu } from './BusinessRowMenu';

export function BusinessHeader({ business, roleId, listPath }: { business: Business; roleId: RoleId; listPath: string }) {
  const { t } = useTranslation();
  return (
    <RecordHeader
      backTo={listPath}
      backLabel={t('businesses.page.back')}
      title={business.name}
      status={business.status}
      actions={can(roleId, 'businesses:write') && <BusinessRowMenu business={business} roleId={roleId} onPage />}
    >
      <Group gap="lg">
        <Text size="sm" c="dimmed">
          {t('businesses.columns.client')}:{' '}
          {can(roleId, 'clients:read') ? (
            <Anchor component={Link} to={`/clients/${business.clientId}`} size="sm">
              {business.clientName}
            </Anchor>
          ) : (
            business.clientName
          )}{' '}
          ({business.clientCode})
        </Text>
        <Text size="sm" c="dimmed">
          {t('businesses.columns.abn')}: {business.abn ? formatAbn(business.abn) : '–'}
        </Text>
        {business.legalName && (
          <Text size="sm" c="dimmed">
            {business.legalName}
          </Text>
        )}
      </Group>
    </RecordHeader>
  );
}
