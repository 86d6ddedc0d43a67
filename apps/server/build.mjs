// Bundles the server once for `npm start` (docs/decisions/0013-a-compiled-server.md): our
// TypeScript and the domain package's into dist/, with source maps for stack traces; packages
// from node_modules stay imports, resolved by Node as before. The statement and embedded database
// workers are entries of their own because a worker thread starts from a file.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const keepPackagesOutside = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@ledgerdesk/') ? undefined : { external: true }));
  },
};

const started = Date.now();
// Chunk names carry content hashes: without a clean start, old ones would pile up.
rmSync(new URL('dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: {
    main: 'src/main.ts',
    'statement.worker': 'src/modules/banking/statement.worker.ts',
    'pglite.worker': 'src/platform/db/pglite.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22.12',
  sourcemap: true,
  // Source paths in the maps relative to the map, so a stack trace names src/… files.
  sourcesContent: false,
  plugins: [keepPackagesOutside],
  logLevel: 'warning',
});
console.log(`server built into apps/server/dist in ${Date.now() - started} ms`);
