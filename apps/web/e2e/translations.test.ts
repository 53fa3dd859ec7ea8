import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const localesDir = join(webDir, 'src/locales');
const LANGUAGES = ['de', 'en', 'no'];

type Tree = { [key: string]: string | Tree | Tree[] };

function flatten(tree: Tree | Tree[] | string, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  if (Array.isArray(tree)) return tree.flatMap((item, index) => flatten(item, `${prefix}.${index}`));
  return Object.entries(tree).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));
}

const readKeys = (file: string) => (existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree) : []);

function allKeys(language: string): Set<string> {
  return new Set(readdirSync(join(localesDir, language)).flatMap((file) => readKeys(join(localesDir, language, file))));
}

/** Keys the code uses literally, extracted by i18next-parser (dynamic keys are covered by the parity check). */
function extractedKeys(): Record<string, string[]> {
  const out = mkdtempSync(join(tmpdir(), 'i18n-extract-'));
  execFileSync(join(webDir, '../../node_modules/.bin/i18next'), ['-c', 'i18next-parser.config.mjs', '--silent'], {
    cwd: webDir,
    env: { ...process.env, I18N_EXTRACT_DIR: out },
    stdio: 'pipe',
  });
  const files = readdirSync(join(out, 'de'));
  return Object.fromEntries(files.map((file) => [file.replace('.json', ''), readKeys(join(out, 'de', file))]));
}

describe('translations', () => {
  it('has every key the code uses in de, en and no', () => {
    const missing: string[] = [];
    for (const [namespace, keys] of Object.entries(extractedKeys())) {
      for (const language of LANGUAGES) {
        const present = new Set(readKeys(join(localesDir, language, `${namespace}.json`)));
        // A `t` handed to a helper has no namespace the parser can see; such keys land in common.
        const anywhere = namespace === 'common' ? allKeys(language) : present;
        for (const key of keys) if (!present.has(key) && !anywhere.has(key)) missing.push(`${language}/${namespace}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  }, 60_000);

  it('has the same keys in de, en and no, none empty', () => {
    for (const file of readdirSync(join(localesDir, 'de'))) {
      const german = readKeys(join(localesDir, 'de', file)).sort();
      for (const language of LANGUAGES.slice(1)) {
        expect(readKeys(join(localesDir, language, file)).sort(), `${language}/${file}`).toEqual(german);
      }
      for (const language of LANGUAGES) {
        const texts = JSON.stringify(JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')));
        expect(texts.includes('""'), `${language}/${file} has an empty text`).toBe(false);
      }
    }
  });
});
