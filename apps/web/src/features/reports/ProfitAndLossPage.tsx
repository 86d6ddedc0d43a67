/** /businesses/accounting-report/profit-and-loss?businessId=&from=&to=&compare=: profit and loss. */
import { ReportScreen } from './ReportScreen';

export default function ProfitAndLossPage() {
  return <ReportScreen type="profit-and-loss" />;
}
