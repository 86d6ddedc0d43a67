/** The business page's 'Chart of accounts' tab: the business's own chart in the chart editor. */
import type { BusinessTabProps } from '../businesses/businessTabProps';
import { can } from '@ledgerdesk/domain';
import { ChartEditor } from './ChartEditor';

export function BusinessChartTab({ business, roleId }: BusinessTabProps) {
  return (
    <ChartEditor
      target={{ kind: 'business', id: business.id }}
      filename={`chart-of-accounts-${business.name}`}
      canEdit={can(roleId, 'ledger:write')}
    />
  );
}
