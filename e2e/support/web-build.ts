/** The built web app the browser tests' servers serve, built first when missing or asked for. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function ensureWebBuild(): string {
  // E2E_WEB_DIST lets parallel developers each build and serve their own copy of the web app.
  const webDist = process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');
  if (process.env.E2E_WEB_DIST || !existsSync(path.join(webDist, 'index.html'))) {
    execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
      cwd: path.join(repoRoot, 'apps/web'),
      stdio: 'inherit',
    });
  }
  return webDist;
}
