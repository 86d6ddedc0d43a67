/**
 * Menu and quick-link registry. Only routes that exist in the router are listed; visibility per
 * role comes from `canOpen` of the domain, never from a list kept here.
 */
import { canOpen, type RoleId } from '@ledgerdesk/domain';
import {
  IconAt,
  IconBell,
  IconLayoutDashboard,
  IconListCheck,
  IconLock,
  IconTags,
  IconUserEdit,
  type Icon,
} from '@tabler/icons-react';

export type NavSection = 'management' | 'account';

export interface NavItem {
  to: string;
  labelKey:
    | 'nav.dashboard'
    | 'nav.notifications'
    | 'nav.editAccount'
    | 'nav.changePassword'
    | 'nav.changeEmail'
    | 'brands.nav'
    | 'services.nav';
  descriptionKey:
    | 'quickLinks.dashboard'
    | 'quickLinks.notifications'
    | 'quickLinks.editAccount'
    | 'quickLinks.changePassword'
    | 'quickLinks.changeEmail'
    | 'brands.quickLink'
    | 'services.quickLink';
  icon: Icon;
  section: NavSection;
  /** Listed on the dashboard only, not in the menu. */
  quickLinkOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', labelKey: 'nav.dashboard', descriptionKey: 'quickLinks.dashboard', icon: IconLayoutDashboard, section: 'management' },
  { to: '/notification', labelKey: 'nav.notifications', descriptionKey: 'quickLinks.notifications', icon: IconBell, section: 'management' },
  { to: '/brands', labelKey: 'brands.nav', descriptionKey: 'brands.quickLink', icon: IconTags, section: 'management' },
  { to: '/services', labelKey: 'services.nav', descriptionKey: 'services.quickLink', icon: IconListCheck, section: 'management' },
  { to: '/edit-account', labelKey: 'nav.editAccount', descriptionKey: 'quickLinks.editAccount', icon: IconUserEdit, section: 'account' },
  { to: '/change-password', labelKey: 'nav.changePassword', descriptionKey: 'quickLinks.changePassword', icon: IconLock, section: 'account' },
  {
    to: '/change-email',
    labelKey: 'nav.changeEmail',
    descriptionKey: 'quickLinks.changeEmail',
    icon: IconAt,
    section: 'account',
    quickLinkOnly: true,
  },
];

export function menuItems(roleId: RoleId, section: NavSection): NavItem[] {
  return NAV_ITEMS.filter((item) => item.section === section && !item.quickLinkOnly && canOpen(item.to, roleId));
}

export function quickLinks(roleId: RoleId): NavItem[] {
  return NAV_ITEMS.filter((item) => item.to !== '/dashboard' && canOpen(item.to, roleId));
}
