/** /businesses/accounting-report/balance-sheet?businessId=&from=&to=&compare=: the balance sheet. */
import { ReportScreen } from './ReportScreen';

export default function BalanceSheetPage() {
  return <ReportScreen type="balance-sheet" />;
}
