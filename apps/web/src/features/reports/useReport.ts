/** A report of the business in the URL, for the URL's period, comparison and basis. */
import type { ReportType } from '@ledgerdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getReport } from './api';
import { useReportSearch } from './reportSearch';

export function useReport(type: ReportType) {
  const search = useReportSearch(type);
  const report = useQuery({
    queryKey: ['reports', type, search.businessId, search.params],
    queryFn: () => getReport(search.businessId, type, search.params),
    enabled: search.ready,
    placeholderData: keepPreviousData,
  });
  return { ...search, report };
}
