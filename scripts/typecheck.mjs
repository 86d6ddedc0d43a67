// Type-checks every workspace; each includes the domain sources it imports.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = ['packages/domain', 'apps/server', 'apps/web', 'e2e', 'bench'].filter((p) => existsSync(`${p}/tsconfig.json`));
let failed = false;
for (const project of projects) {
  try {
    execFileSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
