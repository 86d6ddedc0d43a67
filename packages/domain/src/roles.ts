/** The seven staff and client roles. Ids are stable: they are stored on users and sent to the web. */
export const Role = {
  SuperAdmin: 1,
  RegionAdmin: 2,
  CaseManager: 3,
  BrandAdmin: 4,
  BrandManager: 5,
  Client: 6,
  Supervisor: 7,
} as const;

export type RoleId = (typeof Role)[keyof typeof Role];

export const ROLE_IDS: readonly RoleId[] = Object.values(Role);

export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'Super Admin',
  2: 'Region Admin',
  3: 'Case Manager',
  4: 'Brand Admin',
  5: 'Brand Manager',
  6: 'Client',
  7: 'Supervisor',
};

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ROLE_IDS as readonly number[]).includes(value);
}

/** A role read from the database, where a check constraint keeps it within the known ids. */
export function storedRole(id: number): RoleId {
  if (!isRoleId(id)) throw new Error(`unknown role id ${id}`);
  return id;
}

export const STAFF_ROLES: readonly RoleId[] = ROLE_IDS.filter((id) => id !== Role.Client);
