/**
 * The tabs of a business's page. A feature adds its tab with one entry here; a tab appears only
 * once its feature exists, and `visible` can hide it from roles that may not use it.
 */
import type { RoleId } from '@ledgerdesk/domain';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { BusinessOverviewTab } from './BusinessOverviewTab';
import type { BusinessTabProps } from './businessTabProps';
import { CaseManagersTab } from './CaseManagersTab';
import { TransactionsTab } from '../ledger/TransactionsTab';
import { JournalTab } from '../ledger/JournalTab';
import { FinancialReportTab } from '../reports/FinancialReportTab';
import { BankAccountsTab } from '../banking/BankAccountsTab';
import { IobTab } from '../banking/IobTab';
import { BusinessChartTab } from '../charts/BusinessChartTab';

export interface BusinessTab {
  /** The `tab` parameter of the URL. */
  value: string;
  labelKey: ParseKeys;
  Component: ComponentType<BusinessTabProps>;
  visible?: (roleId: RoleId) => boolean;
}

export const BUSINESS_TABS: readonly BusinessTab[] = [
  { value: 'overview', labelKey: 'businesses.tabs.overview', Component: BusinessOverviewTab },
  { value: 'case-managers', labelKey: 'businesses.tabs.caseManagers', Component: CaseManagersTab },
  { value: 'bank-accounts', labelKey: 'banking.tabLabel', Component: BankAccountsTab },
  { value: 'chart-of-accounts', labelKey: 'charts.tabLabel', Component: BusinessChartTab },
  { value: 'iob', labelKey: 'banking.iobLabel', Component: IobTab },
  { value: 'transactions', labelKey: 'ledger.tabs.transactions', Component: TransactionsTab },
  { value: 'general-journal', labelKey: 'ledger.tabs.journal', Component: JournalTab },
  { value: 'financial-report', labelKey: 'ledger.tabs.report', Component: FinancialReportTab },
];

export function tabsFor(roleId: RoleId): BusinessTab[] {
  return BUSINESS_TABS.filter((tab) => tab.visible?.(roleId) ?? true);
}
