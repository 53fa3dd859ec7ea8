import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ESTree, parseSync, Visitor } from 'vite';
import { describe, expect, it } from 'vitest';
import * as errorHelpers from '../../api/src/lib/errors';
import { contractMessages, expectTranslated } from './server-messages-support';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The argument each helper of apps/api/src/lib/errors.ts takes its message in; `unauthenticated()` words its own. */
const messageAt: Record<string, number | undefined> = {
  AppError: 1,
  invalid: 1,
  conflict: 0,
  forbidden: 0,
  notFound: 0,
  unauthenticated: undefined,
};
/** Zod's checks, whose text the API answers a bad request with. */
const zodChecks = new Set(['number', 'string', 'int', 'min', 'max', 'length', 'regex', 'email', 'url', 'datetime', 'refine']);

interface Source {
  name: string;
  text: string;
}

/** The messages written out where the API refuses something or a schema checks a value, and the places that build one from values. */
function collect(sources: Source[]) {
  const messages = new Set<string>();
  const builtInPlace: string[] = [];
  for (const { name, text } of sources) {
    const { program, errors } = parseSync(name, text, { lang: 'ts' });
    expect(errors, name).toEqual([]);
    const take = (node: ESTree.Argument | undefined): void => {
      switch (node?.type) {
        case 'Literal':
          // An empty text is a fallback that never shows, not a message.
          if (typeof node.value === 'string' && node.value) messages.add(node.value);
          return;
        case 'TemplateLiteral':
          if (node.expressions.length) builtInPlace.push(`${name}:${text.slice(0, node.start).split('\n').length}`);
          else messages.add(node.quasis[0]?.value.cooked ?? '');
          return;
        case 'ConditionalExpression':
          take(node.consequent);
          take(node.alternate);
          return;
        case 'LogicalExpression':
          take(node.left);
          take(node.right);
          return;
        case 'ObjectExpression':
          for (const property of node.properties)
            if (property.type === 'Property' && property.key.type === 'Identifier' && property.key.name === 'message')
              take(property.value);
      }
    };
    const visit = ({ callee, arguments: args }: ESTree.CallExpression | ESTree.NewExpression) => {
      const at = callee.type === 'Identifier' ? messageAt[callee.name] : undefined;
      if (at !== undefined) take(args[at]);
      if (callee.type === 'MemberExpression' && !callee.computed && zodChecks.has(callee.property.name)) args.forEach(take);
    };
    new Visitor({ CallExpression: visit, NewExpression: visit }).visit(program);
  }
  return { messages: [...messages], builtInPlace };
}

const typescriptIn = (dir: string): Source[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ name: join(dir, file), text: readFileSync(join(root, dir, file), 'utf8') }));

describe('every message the API sends, in the user’s language', () => {
  const found = collect([...typescriptIn('apps/api/src'), ...typescriptIn('packages/contracts/src')]);

  it('reads the messages of the error helpers and the schemas, and finds the ones built in place', () => {
    const sample = `
      throw invalid('file', kind === 'image' ? 'An image.' : 'A document.');
      throw new AppError('validation', problems[0] ?? '', {});
      throw conflict(\`\${name} is taken.\`);
      z.number().min(0, 'Not negative').refine(check, { path: ['field'], message: 'Checked.' });`;
    const { messages, builtInPlace } = collect([{ name: 'sample.ts', text: sample }]);
    expect(messages.sort()).toEqual(['A document.', 'An image.', 'Checked.', 'Not negative']);
    expect(builtInPlace).toEqual(['sample.ts:4']);
  });

  it('knows where each helper of apps/api/src/lib/errors.ts takes its message', () => {
    const helpers = Object.entries(errorHelpers).flatMap(([name, value]) => (typeof value === 'function' ? [name] : []));
    expect(helpers.sort()).toEqual(Object.keys(messageAt).sort());
  });

  it('words a message that takes values in packages/contracts/src/<domain>-messages.ts, not where it is sent', () => {
    expect(found.builtInPlace).toEqual([]);
  });

  it('has German and Norwegian for every message written out in the API and the schemas', async () => {
    await expectTranslated(found.messages);
  });

  it('has German and Norwegian for every message of packages/contracts/src/*-messages.ts', async () => {
    await expectTranslated(contractMessages());
  });
});
