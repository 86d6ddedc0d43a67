import type { RegionRow } from './regions.repo.js';
import type { RegionDto } from './regions.schema.js';

export const presentRegion = (row: RegionRow): RegionDto => ({ id: row.id, name: row.name, createdAt: row.createdAt.toISOString() });
