/** The server's public surface for other workspaces (bench). */
export { buildApp } from './app.js';
export type { App } from './platform/http.js';
export { loadConfig, type Config } from './config.js';
export { createContext } from './platform/bootstrap.js';
export { openPglite, openPostgres, openDatabase, type Database, type Db } from './platform/db/client.js';
export { transferCandidateQuery } from './modules/transfers/index.js';
