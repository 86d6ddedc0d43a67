/** The top of a business's page: name, client, ABN, status and the archive or restore action. */
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { can, formatAbn, type RoleId } from '@ledgerdesk/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../ui/StatusBadge';
import type { Business } from './api';
import { BusinessRowMenu } from './BusinessRowMenu';

export function BusinessHeader({ business, roleId, listPath }: { business: Business; roleId: RoleId; listPath: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mb="lg">
      <Anchor component={Link} to={listPath} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('businesses.page.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz="h2">
              {business.name}
            </Title>
            <StatusBadge status={business.status} size="lg" />
          </Group>
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
        </Stack>
        {can(roleId, 'businesses:write') && <BusinessRowMenu business={business} roleId={roleId} onPage />}
      </Group>
    </Stack>
  );
}
