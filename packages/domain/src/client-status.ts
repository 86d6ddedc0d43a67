/**
 * A client's life: active ⇄ inactive, either → archived, archived → active (restore). The server
 * refuses any other change with a 409; the web offers only the actions a client's status allows.
 */
import type { ClientStatus } from './contracts/clients.js';

export const CLIENT_STATUS_ACTIONS = ['archive', 'restore', 'activate', 'deactivate'] as const;
export type ClientStatusAction = (typeof CLIENT_STATUS_ACTIONS)[number];

export const CLIENT_STATUS_TRANSITIONS: Record<ClientStatusAction, { from: readonly ClientStatus[]; to: ClientStatus }> = {
  archive: { from: ['active', 'inactive'], to: 'archived' },
  restore: { from: ['archived'], to: 'active' },
  activate: { from: ['inactive'], to: 'active' },
  deactivate: { from: ['active'], to: 'inactive' },
};

/** The order the web lists them in: the gentler change first, archive last. */
const MENU_ORDER: readonly ClientStatusAction[] = ['restore', 'activate', 'deactivate', 'archive'];

/** Which status actions a client in `status` allows. */
export function clientStatusActions(status: ClientStatus): ClientStatusAction[] {
  return MENU_ORDER.filter((action) => CLIENT_STATUS_TRANSITIONS[action].from.includes(status));
}
