/**
 * Who may change a folder. A portal user (role Client) may rename, move, delete and restore only
 * the folders they made; the practice's folders (the defaults, and any its staff made) are its
 * filing plan, which a client may use but not change. The service refuses by this rule and the
 * presenter tells the screens by it, so neither can drift from the other.
 */
import { Role } from '@ledgerdesk/domain';
import type { AuthUser } from '../../platform/auth/guard.js';

export const mayChangeFolder = (actor: Pick<AuthUser, 'id' | 'roleId'>, folder: { createdBy: string | null }): boolean =>
  actor.roleId !== Role.Client || folder.createdBy === actor.id;
