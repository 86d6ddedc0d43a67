import { storedRole, type Me } from '@ledgerdesk/domain';

export type { Me };

/** The columns `Me` is made of; the repo selects exactly these, so no hash can slip through. */
export interface MeRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  phone: string | null;
  language: 'en' | 'vi';
  roleId: number;
}

export function presentMe(row: MeRow): Me {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar,
    phone: row.phone,
    language: row.language,
    roleId: storedRole(row.roleId),
  };
}

/** What the audit log keeps of a profile change. */
export function profileSnapshot(row: MeRow): Record<string, string | null> {
  return { firstName: row.firstName, lastName: row.lastName, phone: row.phone, language: row.language };
}
