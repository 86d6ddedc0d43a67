/**
 * The client's tags. The clients table itself is in users.tables.ts: a client's supervisor is a
 * user and a portal user belongs to a client, and two tables referencing each other share a file.
 */
import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { tags } from '../tags/tags.tables.js';
import { clients } from '../users/users.tables.js';

export const clientTags = pgTable(
  'client_tags',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.tagId] }), index('client_tags_tag_idx').on(t.tagId)],
);
