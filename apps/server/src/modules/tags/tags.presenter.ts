import type { TagRow } from './tags.repo.js';
import type { TagDto } from './tags.schema.js';

export const presentTag = (row: TagRow, clientCount: number): TagDto => ({
  id: row.id,
  name: row.name,
  color: row.color,
  clientCount,
  createdAt: row.createdAt.toISOString(),
});
