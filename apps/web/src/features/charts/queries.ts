/** Query hooks of charts of accounts; every write refetches the chart's accounts and the lists. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import {
  createChart,
  deleteAccount,
  deriveBrandChart,
  fetchAccounts,
  fetchBrandChart,
  fetchChart,
  fetchCharts,
  importAccounts,
  saveAccount,
  type AccountInput,
  type ChartTarget,
} from './api';

export const chartKeys = {
  all: ['charts'] as const,
  list: (kind: 'system' | 'brand' | undefined) => ['charts', 'list', kind ?? 'all'] as const,
  detail: (id: string) => ['charts', 'detail', id] as const,
  brand: (brandId: string) => ['charts', 'brand', brandId] as const,
  accounts: (target: ChartTarget) => ['charts', 'accounts', target.kind, target.id] as const,
};

export function useCharts(kind?: 'system' | 'brand') {
  return useQuery({ queryKey: chartKeys.list(kind), queryFn: ({ signal }) => fetchCharts(kind ? { kind } : {}, signal) });
}

export function useChart(id: string) {
  return useQuery({ queryKey: chartKeys.detail(id), queryFn: ({ signal }) => fetchChart(id, signal), enabled: id !== '' });
}

export function useBrandChart(brandId: string) {
  return useQuery({
    queryKey: chartKeys.brand(brandId),
    queryFn: ({ signal }) => fetchBrandChart(brandId, signal),
    enabled: brandId !== '',
  });
}

export function useAccounts(target: ChartTarget) {
  return useQuery({
    queryKey: chartKeys.accounts(target),
    queryFn: ({ signal }) => fetchAccounts(target, signal),
    enabled: target.id !== '',
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: chartKeys.all });
}

export function useCreateChart() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: createChart,
    onSuccess: async () => {
      showSuccess(t('charts.saved'));
      await refresh();
    },
    onError: (error) => showError(error),
  });
}

export function useDeriveBrandChart(brandId: string) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (sourceChartId: string) => deriveBrandChart(brandId, sourceChartId),
    onSuccess: async () => {
      showSuccess(t('charts.saved'));
      await refresh();
    },
    onError: (error) => showError(error),
  });
}

/** Saving shows the server's message (e.g. the 409 for a code already in the chart) as a toast. */
export function useSaveAccount(target: ChartTarget) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ input, id }: { input: Partial<AccountInput>; id?: string | undefined }) => saveAccount(target, input, id),
    onSuccess: async () => {
      showSuccess(t('charts.saved'));
      await refresh();
    },
    onError: (error) => showError(error),
  });
}

export function useDeleteAccount(target: ChartTarget) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => deleteAccount(target, id),
    onSuccess: async () => {
      showSuccess(t('charts.deleted'));
      await refresh();
    },
    onError: (error) => showError(error),
  });
}

/** The import error (422, every bad line named) is kept for an alert beside the table. */
export function useImportAccounts(target: ChartTarget) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File) => importAccounts(target, file),
    onSuccess: async (summary) => {
      showSuccess(t('charts.imported', summary));
      await refresh();
    },
  });
}
