/**
 * The route table. Legal pages and the 404 fallback are public; everything else sits under the
 * guard, which applies `decideRoute` of the domain. Pages are split into lazy chunks.
 */
import { redirect, type RouteObject } from 'react-router';
import { ErrorPageBoundary } from './errors/ErrorPageBoundary';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { alwaysRevalidate, guardLoader } from './guards/guard';
import { BlankLayout } from './layouts/BlankLayout';
import { DefaultLayout } from './layouts/DefaultLayout';
import { GreyBlankLayout } from './layouts/GreyBlankLayout';
import { lazyPage } from './lazy';
import { AppLoading, RootLayout } from './RootLayout';
import { clientsRedirect } from '../features/clients/redirect';

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: (
      <ErrorPageBoundary>
        <RouteErrorPage />
      </ErrorPageBoundary>
    ),
    HydrateFallback: AppLoading,
    children: [
      {
        element: <BlankLayout />,
        children: [
          { path: 'legal', lazy: lazyPage(() => import('../features/legal/LegalPage')) },
          { path: 'cookies', lazy: lazyPage(() => import('../features/legal/CookiesPage')) },
          { path: 'privacy', lazy: lazyPage(() => import('../features/legal/PrivacyPage')) },
        ],
      },
      {
        id: 'guard',
        loader: guardLoader,
        shouldRevalidate: alwaysRevalidate,
        children: [
          { index: true, loader: () => redirect('/dashboard') },
          {
            element: <BlankLayout />,
            children: [{ path: 'login', lazy: lazyPage(() => import('../features/auth/LoginPage')) }],
          },
          {
            element: <GreyBlankLayout />,
            children: [
              { path: 'new-password', lazy: lazyPage(() => import('../features/auth/ForgotPasswordPage')) },
              { path: 'reset-password', lazy: lazyPage(() => import('../features/auth/ResetPasswordPage')) },
              { path: 'Activation', caseSensitive: true, lazy: lazyPage(() => import('../features/auth/ActivationPage')) },
            ],
          },
          { path: 'change-email', lazy: lazyPage(() => import('../features/account/ChangeEmailPage')) },
          // Public with ?token= (blank layout), the staff view without: the page picks its layout.
          { path: 'upload-request/:id?', lazy: lazyPage(() => import('../features/files/UploadRequestPage')) },
          {
            element: <DefaultLayout />,
            children: [
              { path: 'dashboard', lazy: lazyPage(() => import('../features/dashboard/DashboardPage')) },
              { path: 'notification', lazy: lazyPage(() => import('../features/notifications/NotificationPage')) },
              { path: 'chat', lazy: lazyPage(() => import('../features/chat/ChatPage')) },
              { path: 'edit-account', lazy: lazyPage(() => import('../features/account/EditAccountPage')) },
              { path: 'change-password', lazy: lazyPage(() => import('../features/account/ChangePasswordPage')) },
              { path: 'client-management', lazy: lazyPage(() => import('../features/clients/ClientManagementPage')) },
              { path: 'clients', loader: clientsRedirect },
              { path: 'clients/:id', lazy: lazyPage(() => import('../features/clients/ClientPage')) },
              { path: 'business-management', lazy: lazyPage(() => import('../features/businesses/BusinessListPage')) },
              { path: 'businesses', lazy: lazyPage(() => import('../features/businesses/BusinessListPage')) },
              { path: 'businesses/:id', lazy: lazyPage(() => import('../features/businesses/BusinessPage')) },
              { path: 'businesses/master-table', lazy: lazyPage(() => import('../features/ledger/MasterTablePage')) },
              { path: 'businesses/accounting-report', lazy: lazyPage(() => import('../features/reports/ReportHubPage')) },
              { path: 'brands', lazy: lazyPage(() => import('../features/brands/BrandsPage')) },
              { path: 'brands/create', lazy: lazyPage(() => import('../features/brands/BrandCreatePage')) },
              { path: 'brands/select-services', lazy: lazyPage(() => import('../features/brands/BrandSelectServicesPage')) },
              { path: 'brands/:id', lazy: lazyPage(() => import('../features/brands/BrandDetailPage')) },
              { path: 'coa-management-system', lazy: lazyPage(() => import('../features/charts/ChartTemplatesPage')) },
              { path: 'coa-management-system/:id', lazy: lazyPage(() => import('../features/charts/ChartTemplatePage')) },
              { path: 'brands/coa', lazy: lazyPage(() => import('../features/charts/BrandChartPage')) },
              { path: 'conversion', lazy: lazyPage(() => import('../features/imports/ConversionPage')) },
              { path: 'businesses/processing-data', lazy: lazyPage(() => import('../features/imports/ProcessingDataPage')) },
              { path: 'businesses/new-account', lazy: lazyPage(() => import('../features/banking/NewBankAccountPage')) },
              { path: 'services', lazy: lazyPage(() => import('../features/services/ServicesPage')) },
              { path: 'team', lazy: lazyPage(() => import('../features/team/TeamPage')) },
              { path: 'team/case-manager/:id?', lazy: lazyPage(() => import('../features/team/CaseManagerPage')) },
              { path: 'auto-coding-system', lazy: lazyPage(() => import('../features/coding/RulesListPage')) },
              { path: 'auto-coding-system/view/:id?', lazy: lazyPage(() => import('../features/coding/RuleViewPage')) },
              // "new" opens an empty rule: the bare path is the list.
              { path: 'auto-coding-system/:id', lazy: lazyPage(() => import('../features/coding/RuleEditorPage')) },
              { path: 'find-and-recode', lazy: lazyPage(() => import('../features/recode/RecodePage')) },
              { path: 'internal-transfer-analyze', lazy: lazyPage(() => import('../features/transfers/TransfersPage')) },
              { path: 'subcontractor-keyword-abn', lazy: lazyPage(() => import('../features/contractors/ContractorsPage')) },
              { path: 'audit-log', lazy: lazyPage(() => import('../features/audit/AuditLogPage')) },
              { path: 'abn-lookup', lazy: lazyPage(() => import('../features/abn/AbnLookupPage')) },
              { path: 'secret', lazy: lazyPage(() => import('../features/settings/SystemSettingsPage')) },
              { path: 'driven-report', lazy: lazyPage(() => import('../features/reports/DrivenReportPage')) },
              { path: 'file-business-management', lazy: lazyPage(() => import('../features/files/FileManagerPage')) },
              { path: 'file-client-management', lazy: lazyPage(() => import('../features/files/FileManagerPage')) },
            ],
          },
          { path: 'businesses/accounting-report/trial-balance', lazy: lazyPage(() => import('../features/reports/TrialBalancePage')) },
          { path: 'businesses/accounting-report/profit-and-loss', lazy: lazyPage(() => import('../features/reports/ProfitAndLossPage')) },
          { path: 'businesses/accounting-report/balance-sheet', lazy: lazyPage(() => import('../features/reports/BalanceSheetPage')) },
          { path: 'edit-report/:type', lazy: lazyPage(() => import('../features/reports/EditReportPage')) },
          { path: 'driven-report/iframe', lazy: lazyPage(() => import('../features/reports/DrivenReportIframePage')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
