/**
 * Query hooks of clients. Every key starts with 'clients', so the header's repeated quick search
 * and every client write refetch the lists and pages.
 */
import type { ClientStatusAction } from '@ledgerdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import {
  changeClientStatus,
  createClient,
  deleteClient,
  fetchClient,
  fetchClients,
  updateClient,
  type ClientInput,
  type ClientListQuery,
} from './api';

export const clientKeys = {
  all: ['clients'] as const,
  list: (query: ClientListQuery) => ['clients', 'list', query] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
};

export function useClientList(query: ClientListQuery) {
  return useQuery({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => fetchClients(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: string) {
  return useQuery({ queryKey: clientKeys.detail(id), queryFn: ({ signal }) => fetchClient(id, signal) });
}

/** Refetches every client list and page (and the businesses, which show client names). */
export function useRefreshClients() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: clientKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['businesses'] });
  };
}

export function useStatusAction() {
  const { t } = useTranslation();
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ClientStatusAction }) => changeClientStatus(id, action),
    onSuccess: async (_client, { action }) => {
      showSuccess(t(`clients.done.${action}`));
      await refresh();
    },
    onError: (error) => showError(error),
  });
}

export function useSaveClient() {
  const { t } = useTranslation();
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ClientInput }) => (id ? updateClient(id, input) : createClient(input)),
    onSuccess: async (_client, { id }) => {
      showSuccess(id ? t('clients.updated') : t('clients.created'));
      await refresh();
    },
    onError: (error) => showError(error),
  });
}

export function useDeleteClient() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: string }) => deleteClient(id, confirm),
    onSuccess: async (_result, { id }) => {
      showSuccess(t('clients.deleted'));
      queryClient.removeQueries({ queryKey: clientKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
    onError: (error) => showError(error),
  });
}
