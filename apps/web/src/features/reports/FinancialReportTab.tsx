/** The 'Financial report' tab of a business: its reports. */
import type { BusinessTabProps } from '../businesses/businessTabProps';
import { ReportList } from './ReportList';

export function FinancialReportTab({ business }: BusinessTabProps) {
  return <ReportList businessId={business.id} />;
}
