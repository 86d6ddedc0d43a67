/**
 * A client's tags: remove one, add one chosen from the tag list, create a new tag and add it,
 * or, for who manages the practice's tags, edit a tag's name and colour (which changes it on
 * every client that has it).
 */
import { can } from '@ledgerdesk/domain';
import { ActionIcon, Badge, Button, Divider, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '../auth/session';
import type { Tag } from './api';
import { useAddClientTag, useSetClientTags } from './clientTags';
import { useSaveTag, useTags } from './queries';
import { TagForm } from './TagForm';

interface ClientTagsModalProps {
  client: { id: string; name: string; tags: Tag[] };
  opened: boolean;
  onClose: () => void;
}

export function ClientTagsModal({ client, opened, onClose }: ClientTagsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('tags.modalTitle', { name: client.name })} size="lg" centered>
      {opened && <ClientTags client={client} />}
    </Modal>
  );
}

function ClientTags({ client }: Pick<ClientTagsModalProps, 'client'>) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<Tag[]>(client.tags);
  const [choice, setChoice] = useState<string | null>(null);
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const tags = useTags();
  const add = useAddClientTag(client.id);
  const set = useSetClientTags(client.id);
  const saveTag = useSaveTag();
  const manages = can(useAuthState().roleId, 'tags:manage');
  const currentIds = current.map((tag) => tag.id);
  const choices = (tags.data ?? []).filter((tag) => !currentIds.includes(tag.id)).map((tag) => ({ value: tag.id, label: tag.name }));

  const addTag = (tagId: string) =>
    add.mutate(tagId, {
      onSuccess: (next) => {
        setCurrent(next);
        setChoice(null);
      },
    });
  const remove = (tagId: string) =>
    set.mutate(
      currentIds.filter((id) => id !== tagId),
      { onSuccess: setCurrent },
    );

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('tags.current')}
        </Text>
        {current.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('tags.none')}
          </Text>
        )}
        <Group gap="xs">
          {current.map((tag) => (
            <Badge
              key={tag.id}
              color={tag.color}
              variant="light"
              size="lg"
              radius="sm"
              tt="none"
              pr={2}
              rightSection={
                <Group gap={0} wrap="nowrap">
                  {manages && (
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      color={tag.color}
                      aria-label={t('tags.edit', { name: tag.name })}
                      onClick={() => setEditing(tag)}
                    >
                      <IconPencil size={12} aria-hidden />
                    </ActionIcon>
                  )}
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    color={tag.color}
                    aria-label={t('tags.remove', { name: tag.name })}
                    onClick={() => remove(tag.id)}
                    disabled={set.isPending}
                  >
                    <IconX size={12} aria-hidden />
                  </ActionIcon>
                </Group>
              }
            >
              {tag.name}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Divider />
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Select
          label={t('tags.choose')}
          placeholder={t('tags.choosePlaceholder')}
          searchable
          style={{ flex: 1 }}
          data={choices}
          value={choice}
          onChange={setChoice}
          nothingFoundMessage={t('tags.noMore')}
          comboboxProps={{ withinPortal: true }}
        />
        <Button onClick={() => choice && addTag(choice)} disabled={!choice} loading={add.isPending}>
          {t('tags.add')}
        </Button>
      </Group>
      {editing === null ? (
        <Group>
          <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('tags.newTag')}
          </Button>
        </Group>
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {editing === 'new' ? t('tags.newTag') : t('tags.editTitle', { name: editing.name })}
          </Text>
          <TagForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={editing === 'new' ? undefined : { name: editing.name, color: editing.color }}
            submitLabel={editing === 'new' ? t('tags.createAndAdd') : t('tags.save')}
            loading={saveTag.isPending || add.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(input) =>
              saveTag.mutate(
                { id: editing === 'new' ? undefined : editing.id, input },
                {
                  onSuccess: (saved) => {
                    setEditing(null);
                    if (editing === 'new') addTag(saved.id);
                    else setCurrent((tags) => tags.map((tag) => (tag.id === saved.id ? saved : tag)));
                  },
                },
              )
            }
          />
        </Stack>
      )}
    </Stack>
  );
}
