/** The client's businesses, each linking to its page; a new one can be created here. */
import { Anchor, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { can, formatAbn, type RoleId } from '@ledgerdesk/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isStatusKey, StatusBadge } from '../../ui/StatusBadge';
import { BusinessFormModal } from '../businesses/BusinessFormModal';
import type { ClientDetail } from './api';

export function ClientBusinessesCard({ client, roleId }: { client: ClientDetail; roleId: RoleId }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" mb="md" wrap="nowrap" align="flex-start">
        <Title order={2} fz="h4">
          {t('clients.page.businesses', { count: client.businesses.length })}
        </Title>
        {can(roleId, 'businesses:create') && client.status !== 'archived' && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setCreating(true)}>
            {t('businesses.create')}
          </Button>
        )}
      </Group>
      {client.businesses.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('clients.page.noBusinesses')}
        </Text>
      ) : (
        <Table verticalSpacing="xs" aria-label={t('clients.page.businessesLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('businesses.columns.name')}</Table.Th>
              <Table.Th>{t('businesses.columns.abn')}</Table.Th>
              <Table.Th w={120}>{t('businesses.columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {client.businesses.map((business) => (
              <Table.Tr key={business.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/businesses/${business.id}`} size="sm" fw={600}>
                    {business.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{business.abn ? formatAbn(business.abn) : '–'}</Text>
                </Table.Td>
                <Table.Td>{isStatusKey(business.status) ? <StatusBadge status={business.status} /> : business.status}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <BusinessFormModal opened={creating} onClose={() => setCreating(false)} client={{ id: client.id, name: client.name }} />
    </Card>
  );
}
