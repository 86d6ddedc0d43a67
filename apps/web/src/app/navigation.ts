/**
 * Menu and quick-link registry. Only routes that exist in the router are listed; visibility per
 * role comes from `canOpen` of the domain, never from a list kept here.
 */
import { can, canOpen, type Permission, type RoleId } from '@ledgerdesk/domain';
import {
  IconAddressBook,
  IconArrowsExchange,
  IconAt,
  IconBell,
  IconBuildingStore,
  IconFolders,
  IconFileUpload,
  IconHistory,
  IconId,
  IconLayoutDashboard,
  IconListCheck,
  IconListTree,
  IconLock,
  IconMessages,
  IconReceiptTax,
  IconReplace,
  IconSettings,
  IconTags,
  IconUserEdit,
  IconUsersGroup,
  IconWand,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { ChatMenuBadge } from '../features/chat/ChatMenuBadge';

export type NavSection = 'management' | 'account';

export interface NavItem {
  to: string;
  labelKey:
    | 'charts.nav'
    | 'coding.nav'
    | 'recode.nav'
    | 'transfers.nav'
    | 'contractors.nav'
    | 'chat.nav'
    | 'nav.dashboard'
    | 'nav.notifications'
    | 'nav.editAccount'
    | 'nav.changePassword'
    | 'nav.changeEmail'
    | 'clients.menu'
    | 'businesses.menu'
    | 'businesses.menuManagement'
    | 'brands.nav'
    | 'services.nav'
    | 'team.nav'
    | 'audit.nav'
    | 'abnLookup.nav'
    | 'systemSettings.nav'
    | 'files.nav'
    | 'files.requestList.nav';
  descriptionKey:
    | 'charts.quickLink'
    | 'coding.quickLink'
    | 'recode.quickLink'
    | 'transfers.quickLink'
    | 'contractors.quickLink'
    | 'chat.quickLink'
    | 'quickLinks.dashboard'
    | 'quickLinks.notifications'
    | 'quickLinks.editAccount'
    | 'quickLinks.changePassword'
    | 'quickLinks.changeEmail'
    | 'clients.menuDescription'
    | 'businesses.menuDescription'
    | 'businesses.menuManagementDescription'
    | 'brands.quickLink'
    | 'services.quickLink'
    | 'team.quickLink'
    | 'audit.quickLink'
    | 'abnLookup.quickLink'
    | 'systemSettings.quickLink'
    | 'files.quickLink'
    | 'files.requestList.quickLink';
  icon: Icon;
  section: NavSection;
  /** Listed on the dashboard only, not in the menu. */
  quickLinkOnly?: boolean;
  /** Not listed for a role that opens this route instead (the Case Manager's business list). */
  unlessCanOpen?: string;
  /** Listed only for the roles with this permission, for a route open to all (the upload links' page). */
  permission?: Permission;
  /** Shown beside the label: the chat item's unread count. */
  badge?: ComponentType;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', labelKey: 'nav.dashboard', descriptionKey: 'quickLinks.dashboard', icon: IconLayoutDashboard, section: 'management' },
  { to: '/notification', labelKey: 'nav.notifications', descriptionKey: 'quickLinks.notifications', icon: IconBell, section: 'management' },
  { to: '/chat', labelKey: 'chat.nav', descriptionKey: 'chat.quickLink', icon: IconMessages, section: 'management', badge: ChatMenuBadge },
  {
    to: '/client-management',
    labelKey: 'clients.menu',
    descriptionKey: 'clients.menuDescription',
    icon: IconAddressBook,
    section: 'management',
  },
  {
    to: '/business-management',
    labelKey: 'businesses.menuManagement',
    descriptionKey: 'businesses.menuManagementDescription',
    icon: IconBuildingStore,
    section: 'management',
  },
  {
    to: '/businesses',
    labelKey: 'businesses.menu',
    descriptionKey: 'businesses.menuDescription',
    icon: IconBuildingStore,
    section: 'management',
    unlessCanOpen: '/business-management',
  },
  { to: '/file-business-management', labelKey: 'files.nav', descriptionKey: 'files.quickLink', icon: IconFolders, section: 'management' },
  { to: '/file-client-management', labelKey: 'files.nav', descriptionKey: 'files.quickLink', icon: IconFolders, section: 'management' },
  {
    to: '/upload-request',
    labelKey: 'files.requestList.nav',
    descriptionKey: 'files.requestList.quickLink',
    icon: IconFileUpload,
    section: 'management',
    permission: 'files:requests',
  },
  { to: '/brands', labelKey: 'brands.nav', descriptionKey: 'brands.quickLink', icon: IconTags, section: 'management' },
  { to: '/services', labelKey: 'services.nav', descriptionKey: 'services.quickLink', icon: IconListCheck, section: 'management' },
  { to: '/coa-management-system', labelKey: 'charts.nav', descriptionKey: 'charts.quickLink', icon: IconListTree, section: 'management' },
  { to: '/auto-coding-system', labelKey: 'coding.nav', descriptionKey: 'coding.quickLink', icon: IconWand, section: 'management' },
  { to: '/find-and-recode', labelKey: 'recode.nav', descriptionKey: 'recode.quickLink', icon: IconReplace, section: 'management' },
  {
    to: '/internal-transfer-analyze',
    labelKey: 'transfers.nav',
    descriptionKey: 'transfers.quickLink',
    icon: IconArrowsExchange,
    section: 'management',
  },
  {
    to: '/subcontractor-keyword-abn',
    labelKey: 'contractors.nav',
    descriptionKey: 'contractors.quickLink',
    icon: IconReceiptTax,
    section: 'management',
  },
  { to: '/team', labelKey: 'team.nav', descriptionKey: 'team.quickLink', icon: IconUsersGroup, section: 'management' },
  { to: '/audit-log', labelKey: 'audit.nav', descriptionKey: 'audit.quickLink', icon: IconHistory, section: 'management' },
  { to: '/abn-lookup', labelKey: 'abnLookup.nav', descriptionKey: 'abnLookup.quickLink', icon: IconId, section: 'management' },
  {
    to: '/secret',
    labelKey: 'systemSettings.nav',
    descriptionKey: 'systemSettings.quickLink',
    icon: IconSettings,
    section: 'management',
  },
  { to: '/edit-account', labelKey: 'nav.editAccount', descriptionKey: 'quickLinks.editAccount', icon: IconUserEdit, section: 'account' },
  {
    to: '/change-password',
    labelKey: 'nav.changePassword',
    descriptionKey: 'quickLinks.changePassword',
    icon: IconLock,
    section: 'account',
  },
  {
    to: '/change-email',
    labelKey: 'nav.changeEmail',
    descriptionKey: 'quickLinks.changeEmail',
    icon: IconAt,
    section: 'account',
    quickLinkOnly: true,
  },
];

function listed(item: NavItem, roleId: RoleId): boolean {
  return (
    canOpen(item.to, roleId) &&
    !(item.unlessCanOpen && canOpen(item.unlessCanOpen, roleId)) &&
    (!item.permission || can(roleId, item.permission))
  );
}

export function menuItems(roleId: RoleId, section: NavSection): NavItem[] {
  return NAV_ITEMS.filter((item) => item.section === section && !item.quickLinkOnly && listed(item, roleId));
}

export function quickLinks(roleId: RoleId): NavItem[] {
  return NAV_ITEMS.filter((item) => item.to !== '/dashboard' && listed(item, roleId));
}
