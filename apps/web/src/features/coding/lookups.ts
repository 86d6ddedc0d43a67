/** Options the editor needs from other features: a business's bank accounts and chart accounts. */
import type { TaxCode } from '@ledgerdesk/domain';
import { useBankAccounts } from '../banking/api';
import { useAccounts } from '../ledger/queries';
import type { Option } from './ConditionValueInput';

export function useBankAccountOptions(businessId: string): Option[] {
  const accounts = useBankAccounts(businessId);
  return (accounts.data ?? []).map((account) => ({ value: account.id, label: `${account.name} (${account.accountNumber})` }));
}

export interface ChartOptions {
  /** Account codes with their names; empty when the rule is not a business's. */
  options: Option[];
  defaultTaxCode: (code: string) => TaxCode | null;
}

export function useChartOptions(businessId: string): ChartOptions {
  const accounts = useAccounts(businessId);
  const list = accounts.data ?? [];
  return {
    options: list.map((account) => ({ value: account.code, label: `${account.code} ${account.name}` })),
    defaultTaxCode: (code) => list.find((account) => account.code === code)?.taxCode ?? null,
  };
}
