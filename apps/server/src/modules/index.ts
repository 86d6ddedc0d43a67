/** Every feature module, registered in one place. */
import type { App } from '../platform/http.js';
import type { AppContext } from '../platform/context.js';
import { registerAuditRoutes } from './audit/index.js';
import { registerAuthRoutes } from './auth/index.js';
import { registerBankingModule } from './banking/index.js';
import { registerBusinessModule } from './businesses/index.js';
import { registerChartModule } from './charts/index.js';
import { registerChatModule } from './chat/index.js';
import { registerCodingModule } from './coding/index.js';
import { registerContractorsModule } from './contractors/index.js';
import { registerDashboardRoutes } from './dashboard/index.js';
import { registerExportsModule } from './exports/index.js';
import { registerFilesModule } from './files/index.js';
import { registerHealthModule } from './health/index.js';
import { registerLedgerModule } from './ledger/index.js';
import { registerReportsModule } from './reports/index.js';
import { registerBrandModule } from './brands/index.js';
import { registerClientModule } from './clients/index.js';
import { registerRegionRoutes } from './regions/index.js';
import { registerServiceRoutes } from './services/index.js';
import { registerSettingsModule } from './settings/index.js';
import { registerAbnModule } from './abn/index.js';
import { registerTagRoutes } from './tags/index.js';
import { registerNotificationRoutes } from './notifications/index.js';
import { registerRoleRoutes } from './roles/index.js';
import { registerTeamModule } from './team/index.js';
import { registerTransfersModule } from './transfers/index.js';
import { registerUserRoutes } from './users/index.js';

export async function registerModules(app: App, ctx: AppContext): Promise<void> {
  // First: the modules below read the live settings (upload limit, session length) it loads.
  await registerSettingsModule(app, ctx);
  registerHealthModule(app, ctx);
  registerRoleRoutes(app);
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerBusinessModule(app, ctx);
  registerTeamModule(app, ctx);
  registerDashboardRoutes(app, ctx);
  registerRegionRoutes(app, ctx);
  registerServiceRoutes(app, ctx);
  registerBrandModule(app, ctx);
  registerTagRoutes(app, ctx);
  registerClientModule(app, ctx);
  registerChartModule(app, ctx);
  registerBankingModule(app, ctx);
  registerLedgerModule(app, ctx);
  registerCodingModule(app, ctx);
  registerTransfersModule(app, ctx);
  registerContractorsModule(app, ctx);
  registerReportsModule(app, ctx);
  registerExportsModule(app, ctx);
  registerFilesModule(app, ctx);
  registerChatModule(app, ctx);
  registerAbnModule(app, ctx);
}
