/**
 * The server package's folder, whether this file runs from its source (src/platform/paths.ts,
 * under tsx or vitest) or from the bundle `npm start` runs (dist/main.js): files the server reads
 * beside its code (migrations, the web build, the statement worker) are found from here.
 */
import { fileURLToPath } from 'node:url';

export const runsCompiled = import.meta.url.endsWith('.js');

export const serverRoot = fileURLToPath(new URL(runsCompiled ? '..' : '../..', import.meta.url));
