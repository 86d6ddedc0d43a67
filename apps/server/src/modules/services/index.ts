/** The services catalogue; brands pick from it (brands.service reads it through here). */
export { services } from './services.tables.js';
export { findServicesByIds, type ServiceRow } from './services.repo.js';
export { presentService } from './services.presenter.js';
export { serviceSchema, type ServiceDto } from './services.schema.js';
export { registerServiceRoutes } from './services.routes.js';
