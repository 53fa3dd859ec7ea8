import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const biome = join(root, 'node_modules/.bin/biome');

/**
 * A throw-away tree under the repository's own biome.json: each file is a probe, and the lint
 * result says which of them the boundary rules refuse.
 */
const probes: Record<string, string> = {
  'apps/api/src/modules/booking/index.ts': "export { findParty } from './parties';\n",
  'apps/api/src/modules/booking/parties.ts': 'export const findParty = 1;\n',
  'apps/api/src/modules/flights/through-index.ts': "import { findParty } from '../booking';\nexport const a = findParty;\n",
  'apps/api/src/modules/flights/deep.ts': "import { findParty } from '../booking/parties';\nexport const a = findParty;\n",
  'apps/api/src/modules/flights/leaves-modules.ts': "import { x } from '../../lib/errors';\nexport const a = x;\n",
  'apps/api/src/modules/flights/nested/deep.ts':
    "import { findParty } from '../../booking/parties';\nexport const a = findParty;\n",
  'apps/api/src/modules/flights/nested/own-module.ts': "import { a } from '../deep';\nexport const b = a;\n",
  'apps/api/src/modules/registry.ts': "import { findParty } from './booking/parties';\nexport const a = findParty;\n",
  'apps/api/src/plugins/deep.ts': "import { findParty } from '../modules/booking/parties';\nexport const a = findParty;\n",
  'apps/api/src/plugins/through-index.ts': "import { findParty } from '../modules/booking';\nexport const a = findParty;\n",
  'apps/api/test/deep.ts': "import { findParty } from '../src/modules/booking/parties';\nexport const a = findParty;\n",
  'apps/api/src/modules/left/index.ts': "export { left } from './left';\n",
  'apps/api/src/modules/left/left.ts': "import { right } from '../right';\nexport const left = () => right;\n",
  'apps/api/src/modules/right/index.ts': "export { right } from './right';\n",
  'apps/api/src/modules/right/right.ts': "import { left } from '../left';\nexport const right = () => left;\n",
  'apps/web/src/features/fees/index.ts': "export { FeeList } from './components/FeeList';\n",
  'apps/web/src/features/fees/components/FeeList.ts': 'export const FeeList = 1;\n',
  'apps/web/src/features/fleet/components/deep.ts':
    "import { FeeList } from '../../fees/components/FeeList';\nexport const a = FeeList;\n",
  'apps/web/src/features/fleet/components/through-index.ts': "import { FeeList } from '../../fees';\nexport const a = FeeList;\n",
  'apps/web/src/features/fleet/components/own-feature.ts': "import { a } from '../components/deep';\nexport const b = a;\n",
  'apps/web/src/lib/uses-feature.ts': "import { FeeList } from '../features/fees';\nexport const a = FeeList;\n",
};

const refused = [
  'apps/api/src/modules/flights/deep.ts noRestrictedImports',
  'apps/api/src/modules/flights/nested/deep.ts noRestrictedImports',
  'apps/api/src/modules/registry.ts noRestrictedImports',
  'apps/api/src/plugins/deep.ts noRestrictedImports',
  'apps/api/test/deep.ts noRestrictedImports',
  'apps/api/src/modules/left/index.ts noImportCycles',
  'apps/api/src/modules/left/left.ts noImportCycles',
  'apps/api/src/modules/right/index.ts noImportCycles',
  'apps/api/src/modules/right/right.ts noImportCycles',
  'apps/web/src/features/fleet/components/deep.ts noRestrictedImports',
  'apps/web/src/lib/uses-feature.ts noRestrictedImports',
];

interface Diagnostic {
  category: string;
  location: { path: string };
}

let tree: string;

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'boundaries-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  writeFileSync(join(tree, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(probes)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

function lint(): string[] {
  let output: string;
  try {
    output = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: tree,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const { diagnostics } = JSON.parse(output) as { diagnostics: Diagnostic[] };
  return diagnostics
    .filter((diagnostic) => diagnostic.category.startsWith('lint/'))
    .map((diagnostic) => `${diagnostic.location.path} ${diagnostic.category.split('/').at(-1)}`)
    .sort();
}

it('refuses a deep import into another API module or web feature and an import cycle, and nothing else', () => {
  expect(lint()).toEqual([...refused].sort());
});
