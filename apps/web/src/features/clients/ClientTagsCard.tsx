/** The client's tags on its page, with the tag dialog for those who may change them. */
import { Button, Card, Group, Title } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TagBadges } from '../tags/TagBadges';
import type { ClientDetail } from './api';

interface ClientTagsCardProps {
  client: ClientDetail;
  canEdit: boolean;
  onEdit: () => void;
}

export function ClientTagsCard({ client, canEdit, onEdit }: ClientTagsCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" mb="md" wrap="nowrap" align="flex-start">
        <Title order={2} fz="h4">
          {t('clients.columns.tags')}
        </Title>
        {canEdit && (
          <Button size="xs" variant="light" leftSection={<IconTags size={14} aria-hidden />} onClick={onEdit}>
            {t('clients.page.manageTags')}
          </Button>
        )}
      </Group>
      <TagBadges tags={client.tags} max={client.tags.length} />
    </Card>
  );
}
