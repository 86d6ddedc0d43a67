/**
 * Tagging one client: add a tag ('Add tag successfully.' / 'Add tag failed.') or replace the
 * set. Each answer is the client's tags after the change.
 */
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage, showError, showSuccess } from '../../app/notify';
import { addClientTag, setClientTags } from '../clients/actionsApi';
import { tagKeys } from './queries';

function useRefreshTagged() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['clients'] });
    await queryClient.invalidateQueries({ queryKey: tagKeys.all });
  };
}

export function useAddClientTag(clientId: string) {
  const { t } = useTranslation();
  const refresh = useRefreshTagged();
  return useMutation({
    mutationFn: (tagId: string) => addClientTag(clientId, tagId),
    onSuccess: async () => {
      showSuccess(t('tags.addSuccess'));
      await refresh();
    },
    onError: (error) => notifications.show({ color: 'red', title: t('tags.addFailed'), message: errorMessage(error) }),
  });
}

export function useSetClientTags(clientId: string) {
  const { t } = useTranslation();
  const refresh = useRefreshTagged();
  return useMutation({
    mutationFn: (tagIds: string[]) => setClientTags(clientId, tagIds),
    onSuccess: async () => {
      showSuccess(t('tags.updated'));
      await refresh();
    },
    onError: (error) => showError(error),
  });
}
