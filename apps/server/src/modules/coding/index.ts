/** Auto-coding: rules, running them (preview, apply, import) and the runs' history with undo. */
export { registerRunRoutes } from './runs.routes.js';
export { codeImportedLines } from './runs.import.js';
