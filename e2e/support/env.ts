import { tmpdir } from 'node:os';
import path from 'node:path';

/** Fixed so that the config, the global setup and every worker agree without passing state. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DIR = path.join(tmpdir(), `ledgerdesk-e2e-${E2E_PORT}`);
export const MAIL_DIR = path.join(E2E_DIR, 'mail');
export const DEMO_PASSWORD = 'Demo@12345';
