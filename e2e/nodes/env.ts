/**
 * The two-node run's addresses. nginx serves the balanced entry on E2E_PORT (E2E_BASE_URL), and
 * two more entries of the same configuration one port above it, each reaching one node only,
 * so a journey can act through node A and look through node B.
 */
import path from 'node:path';
import { E2E_DIR, E2E_PORT } from '../support/env.js';

export const NODE_A_PORT = E2E_PORT + 1;
export const NODE_B_PORT = E2E_PORT + 2;
export const VIA_NODE_A = `http://localhost:${NODE_A_PORT}`;
export const VIA_NODE_B = `http://localhost:${NODE_B_PORT}`;
export const NGINX_DIR = path.join(E2E_DIR, 'nginx');
/** One line a request: the port nginx took it on, the node that answered, the status and the request line. */
export const NGINX_ACCESS_LOG = path.join(NGINX_DIR, 'access.log');
