/** Tags: the practice's shared list; clients carry them through client_tags. */
export { tags } from './tags.tables.js';
export { existingTagIds } from './tags.repo.js';
export { registerTagRoutes } from './tags.routes.js';
