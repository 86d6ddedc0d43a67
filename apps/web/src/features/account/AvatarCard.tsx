/** Avatar upload (png, jpeg, webp or gif up to 2 MB) and removal; initials show when there is none. */
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import { UserAvatar } from '../../ui/UserAvatar';
import type { Me } from '../auth/api';
import { fetchMe } from '../auth/api';
import { session } from '../auth/session';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, meKey, removeAvatar, uploadAvatar } from './api';

export function avatarFileProblem(file: File): 'type' | 'size' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

export function AvatarCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = async () => {
    const updated = await fetchMe();
    queryClient.setQueryData(meKey, updated);
    session.updateProfile({ avatar: updated.avatar });
  };
  const upload = useMutation({
    mutationFn: async (file: File) => {
      await uploadAvatar(file);
      await refresh();
    },
    onSuccess: () => showSuccess(t('account.updateSuccess')),
    onError: (error) => showError(error),
  });
  const remove = useMutation({
    mutationFn: async () => {
      await removeAvatar();
      await refresh();
    },
    onSuccess: () => showSuccess(t('account.updateSuccess')),
    onError: (error) => showError(error),
  });

  const pick = (file: File | null) => {
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      showError(new Error(problem === 'type' ? t('account.avatarType') : t('account.avatarSize')));
      return;
    }
    upload.mutate(file);
  };

  return (
    <Stack align="center" gap="md">
      <UserAvatar firstName={me.firstName} lastName={me.lastName} avatar={me.avatar} size={112} fz={36} />
      <Text size="xs" c="dimmed" ta="center">
        {t('account.avatarHint')}
      </Text>
      <Group gap="xs" justify="center">
        <FileButton onChange={pick} accept={AVATAR_TYPES.join(',')}>
          {(props) => (
            <Button {...props} size="xs" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending}>
              {t('account.uploadAvatar')}
            </Button>
          )}
        </FileButton>
        {me.avatar && (
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('account.removeAvatar')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
