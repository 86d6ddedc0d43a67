// Fails when files import each other in a circle, in the domain, the server or the web, counting
// `import type` and re-exports too (a cycle of types once tied 164 server files together; eslint's
// import-x/no-cycle skips type imports, and its resolver's lock entries break `npm ci` here).
// Prints each cycle's files: a strongly connected component of the import graph.
import path from 'node:path';
import ts from 'typescript';

const PROJECTS = ['packages/domain/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'];

function importGraph(tsconfig) {
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error(`cannot read ${tsconfig}`);
  const files = new Set(config.fileNames.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts')));
  const graph = new Map();
  for (const file of files) {
    const imports = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true).importedFiles;
    const targets = imports
      .map((imported) => ts.resolveModuleName(imported.fileName, file, config.options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target) => target !== undefined && files.has(target));
    graph.set(file, targets);
  }
  return graph;
}

/** Tarjan's strongly connected components, iterative so a long import chain cannot overflow the stack. */
function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = graph.get(node);
      if (i < targets.length) {
        frame[1] += 1;
        const target = targets[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || targets.includes(node)) found.push(component);
    }
  }
  return found;
}

let failed = false;
for (const project of PROJECTS) {
  const found = cycles(importGraph(path.resolve(project)));
  for (const component of found) {
    failed = true;
    console.error(
      `Import cycle in ${path.dirname(project)}:\n  ${component
        .map((file) => path.relative(process.cwd(), file))
        .sort()
        .join('\n  ')}`,
    );
  }
}
if (failed) process.exit(1);
