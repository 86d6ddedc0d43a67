import type { ServiceRow } from './services.repo.js';
import type { ServiceDto } from './services.schema.js';

export const presentService = (row: ServiceRow): ServiceDto => ({
  id: row.id,
  name: row.name,
  description: row.description,
  active: row.active,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
