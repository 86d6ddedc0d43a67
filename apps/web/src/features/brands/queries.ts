/** Query hooks of brands; every write refreshes the lists and the brand it changed. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/notify';
import {
  fetchBrand,
  fetchBrands,
  fetchChartTemplates,
  setBrandServices,
  updateBrand,
  type BrandDetail,
  type BrandListQuery,
  type BrandServicesInput,
  type BrandStatus,
} from './api';

export const brandKeys = {
  all: ['brands'] as const,
  list: (query: BrandListQuery) => ['brands', 'list', query] as const,
  detail: (id: string) => ['brands', 'detail', id] as const,
  charts: (id: string) => ['brands', 'charts', id] as const,
};

export function useBrandList(query: BrandListQuery) {
  return useQuery({
    queryKey: brandKeys.list(query),
    queryFn: ({ signal }) => fetchBrands(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBrand(id: string | undefined) {
  return useQuery({
    queryKey: brandKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchBrand(id ?? '', signal),
    enabled: Boolean(id),
  });
}

export function useChartTemplates(brandId: string | undefined) {
  return useQuery({
    queryKey: brandKeys.charts(brandId ?? ''),
    queryFn: ({ signal }) => fetchChartTemplates(brandId ?? '', signal),
    enabled: Boolean(brandId),
  });
}

/** Puts a changed brand into the cache and marks every brand list stale. */
export function useStoreBrand() {
  const queryClient = useQueryClient();
  return async (brand: BrandDetail) => {
    queryClient.setQueryData(brandKeys.detail(brand.id), brand);
    await queryClient.invalidateQueries({ queryKey: ['brands', 'list'] });
  };
}

export function useSaveBrandServices(brandId: string, onSaved?: (brand: BrandDetail) => void) {
  const store = useStoreBrand();
  return useMutation({
    mutationFn: (input: BrandServicesInput) => setBrandServices(brandId, input),
    onSuccess: async (brand) => {
      await store(brand);
      onSaved?.(brand);
    },
    onError: (error) => showError(error),
  });
}

export function useSetBrandStatus(brandId: string, onDone: () => void) {
  const { t } = useTranslation();
  const store = useStoreBrand();
  return useMutation({
    mutationFn: (status: BrandStatus) => updateBrand(brandId, { status }),
    onSuccess: async (brand) => {
      await store(brand);
      showSuccess(t(brand.status === 'active' ? 'brands.reactivated' : 'brands.deactivated'));
      onDone();
    },
    onError: (error) => showError(error),
  });
}
