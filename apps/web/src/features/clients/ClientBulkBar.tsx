/** Actions on the selected clients, floating at the bottom: activate, deactivate, archive, restore, add a tag. */
import { ActionBar, Button, Group, Menu, Text } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconChevronDown, IconPlayerPause, IconPlayerPlay, IconTag, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { useTags } from '../tags/queries';
import { bulkChangeClients, type BulkAction } from './actionsApi';
import { useRefreshClients } from './queries';

interface ClientBulkBarProps {
  ids: string[];
  onClear: () => void;
}

const STATUS_BUTTONS = [
  { action: 'activate', icon: IconPlayerPlay },
  { action: 'deactivate', icon: IconPlayerPause },
  { action: 'archive', icon: IconArchive },
  { action: 'restore', icon: IconArrowBackUp },
] as const;

export function ClientBulkBar({ ids, onClear }: ClientBulkBarProps) {
  const { t } = useTranslation();
  const refresh = useRefreshClients();
  const tags = useTags();
  const bulk = useMutation({
    mutationFn: ({ action, tagId }: { action: BulkAction; tagId?: string }) => bulkChangeClients(ids, action, tagId),
    onSuccess: async (result) => {
      showSuccess(t('clients.bulk.done', { affected: result.affected, skipped: result.skipped }));
      onClear();
      await refresh();
    },
    onError: (error) => showError(error),
  });
  const busy = bulk.isPending;
  return (
    <ActionBar
      opened={ids.length > 0}
      onClose={onClear}
      closeOnEscape
      shadow="lg"
      radius="md"
      aria-label={t('clients.bulk.label')}
      w="fit-content"
      mx="auto"
    >
      <Group gap="md" wrap="nowrap">
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {t('clients.bulk.selected', { count: ids.length })}
        </Text>
        <ActionBar.Divider />
        <Group gap="xs" wrap="nowrap">
          {STATUS_BUTTONS.map(({ action, icon: Icon }) => (
            <Button
              key={action}
              size="xs"
              variant="default"
              leftSection={<Icon size={14} aria-hidden />}
              disabled={busy}
              onClick={() => bulk.mutate({ action })}
            >
              {t(`clients.actions.${action}`)}
            </Button>
          ))}
          <Menu withinPortal position="bottom-end">
            <Menu.Target>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconTag size={14} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                disabled={busy}
              >
                {t('clients.bulk.addTag')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown mah={280} style={{ overflowY: 'auto' }}>
              {(tags.data ?? []).map((tag) => (
                <Menu.Item key={tag.id} onClick={() => bulk.mutate({ action: 'tag', tagId: tag.id })}>
                  {tag.name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button size="xs" variant="subtle" leftSection={<IconX size={14} aria-hidden />} onClick={onClear} disabled={busy}>
            {t('clients.bulk.clear')}
          </Button>
        </Group>
      </Group>
    </ActionBar>
  );
}
