/**
 * How a worker thread is started, the same way whether the server runs from its bundle or its
 * sources. From the bundle the worker is its compiled file in dist/ (build.mjs names the entry).
 * From the sources it runs as the server does: tsx's loader is registered in the thread before
 * its entry is imported (a worker does not inherit the parent's loader hooks). Either way the
 * answer is code for `new Worker(source, { eval: true })`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runsCompiled, serverRoot } from './paths.js';

export function workerSource(compiledName: string, sourceEntry: URL): string {
  if (runsCompiled) return `import(${JSON.stringify(pathToFileURL(path.join(serverRoot, 'dist', compiledName)).href)})`;
  const tsxDir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const loader = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  return `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(sourceEntry.href)}); })`;
}
