/** The builder's preview: the report as it stands for the chosen period, with the chosen columns. */
import type { ReportType } from '@ledgerdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { getReport, type ReportParams } from './api';
import { ReportBody } from './ReportBody';

export interface DrivenPreviewProps {
  businessId: string;
  startMonth: number;
  type: ReportType;
  params: ReportParams;
  caption: string;
  columns: readonly string[];
}

export function DrivenPreview({ businessId, startMonth, type, params, caption, columns }: DrivenPreviewProps) {
  const report = useQuery({ queryKey: ['reports', type, businessId, params], queryFn: () => getReport(businessId, type, params) });
  return (
    <ReportBody
      businessId={businessId}
      startMonth={startMonth}
      caption={caption}
      data={report.data}
      isError={report.isError}
      columns={columns}
    />
  );
}
