/**
 * ESLint rule: a server module is used by other code only through its public files. index.ts is
 * its surface; *.tables.ts and *.scope.ts are public too, because other modules' tables reference
 * their columns and other modules' queries filter by their scope, and reaching them through
 * index.ts would load the module's routes and close import cycles. *.fixture.ts files are test
 * worlds other modules' tests build on.
 */
import path from 'node:path';

const PUBLIC_FILE = /^(index|[\w-]+\.(tables|scope|fixture))\.js$/;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Import another server module only through its index.ts, tables or scope files' },
    schema: [{ type: 'object', properties: { modulesDir: { type: 'string' } }, required: ['modulesDir'], additionalProperties: false }],
    messages: { internal: "'{{source}}' is internal to the {{module}} module: import it from modules/{{module}}/index.ts" },
  },
  create(context) {
    const { modulesDir } = context.options[0];
    const moduleOf = (file) => {
      const [module, ...rest] = path.relative(modulesDir, file).split(path.sep);
      return module === '..' || rest.length === 0 ? undefined : { module, inside: rest.join('/') };
    };
    const own = moduleOf(context.physicalFilename)?.module;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(context.physicalFilename), source));
      if (!target || target.module === own || PUBLIC_FILE.test(target.inside)) return;
      context.report({ node: node.source, messageId: 'internal', data: { source, module: target.module } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
