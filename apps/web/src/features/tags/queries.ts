/** The tag list; a failure shows 'Get list tags failed.' once. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showError } from '../../app/notify';
import { i18n } from '../../i18n';
import { createTag, fetchTags, updateTag, type TagInput } from './api';

export const tagKeys = { all: ['tags'] as const };

export function notifyTagListError(error: unknown): void {
  showError(error, i18n.t('tags.listFailed'));
}

export function useTags(enabled = true) {
  return useQuery({
    queryKey: tagKeys.all,
    queryFn: ({ signal }) => fetchTags(signal),
    staleTime: 60_000,
    enabled,
    meta: { errorToast: notifyTagListError },
  });
}

/** Creates a tag or edits one (`id` given); client lists show tag names, so they refetch too. */
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TagInput }) => (id ? updateTag(id, input) : createTag(input)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
    onError: (error) => showError(error),
  });
}
