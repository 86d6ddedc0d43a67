/** What each tab of a business's page is given: its own file, as businessTabs.ts imports every tab. */
import type { RoleId } from '@ledgerdesk/domain';
import type { Business } from './api';

export interface BusinessTabProps {
  business: Business;
  roleId: RoleId;
}
