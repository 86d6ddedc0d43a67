/** Regions: what staff and clients are grouped by; the region scope itself lives with clients. */
export { regions } from './regions.tables.js';
export { registerRegionRoutes } from './regions.routes.js';
