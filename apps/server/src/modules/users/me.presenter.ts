import type { z } from 'zod';
import type { meSchema } from './me.schema.js';

export type Me = z.infer<typeof meSchema>;

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
    roleId: row.roleId,
  };
}

/** What the audit log keeps of a profile change. */
export function profileSnapshot(row: MeRow): Record<string, string | null> {
  return { firstName: row.firstName, lastName: row.lastName, phone: row.phone, language: row.language };
}
