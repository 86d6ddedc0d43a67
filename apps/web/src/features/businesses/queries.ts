/**
 * Query hooks of businesses. Keys start with 'businesses', so the Case Manager's repeated quick
 * search and every business write refetch the lists and pages.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import {
  createBusiness,
  fetchBusiness,
  fetchBusinesses,
  setBusinessStatus,
  updateBusiness,
  type BusinessInput,
  type BusinessListQuery,
} from './api';

export const businessKeys = {
  all: ['businesses'] as const,
  list: (query: BusinessListQuery) => ['businesses', 'list', query] as const,
  detail: (id: string) => ['businesses', 'detail', id] as const,
};

export function useBusinessList(query: BusinessListQuery) {
  return useQuery({
    queryKey: businessKeys.list(query),
    queryFn: ({ signal }) => fetchBusinesses(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Waits, asking nothing, while there is no id (a page that first asks for the business). */
export function useBusiness(id: string) {
  return useQuery({ queryKey: businessKeys.detail(id), queryFn: ({ signal }) => fetchBusiness(id, signal), enabled: id !== '' });
}

/** Businesses show on their client's page and in its business count: both refetch. */
function useRefreshBusinesses() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: businessKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['clients'] });
  };
}

export interface SaveBusiness {
  id?: string;
  clientId: string;
  input: BusinessInput;
}

export function useSaveBusiness() {
  const { t } = useTranslation();
  const refresh = useRefreshBusinesses();
  return useMutation({
    mutationFn: ({ id, clientId, input }: SaveBusiness) => (id ? updateBusiness(id, input) : createBusiness(clientId, input)),
    onSuccess: async (_business, { id }) => {
      showSuccess(id ? t('businesses.updated') : t('businesses.created'));
      await refresh();
    },
    onError: (error) => showError(error),
  });
}

export function useBusinessStatus() {
  const { t } = useTranslation();
  const refresh = useRefreshBusinesses();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'archive' | 'restore' }) => setBusinessStatus(id, action),
    onSuccess: async (_business, { action }) => {
      showSuccess(t(`businesses.done.${action}`));
      await refresh();
    },
    onError: (error) => showError(error),
  });
}
