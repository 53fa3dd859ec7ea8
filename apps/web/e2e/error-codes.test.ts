import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Message } from '@portal/contracts/message';
import { messageCatalogues } from '@portal/contracts/message-catalogues';
import { describe, expect, it } from 'vitest';

const LANGUAGES = ['de', 'en', 'no'] as const;
type Texts = Record<string, Record<string, string>>;

const textsOf = (language: string): Texts =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../src/locales/${language}/errors.json`, import.meta.url)), 'utf8'));

/** A catalogue entry that takes values; placeholder texts stand in for its numbers and words alike. */
type Called = (...values: string[]) => Message;

/** Every message of the catalogues; one that takes values is called with placeholders to learn its code and params. */
function allMessages(): Message[] {
  return Object.values(messageCatalogues).flatMap((catalogue) =>
    Object.values<Message | ((...values: never[]) => Message)>(catalogue).map((entry) =>
      typeof entry === 'function'
        ? (entry as Called)(...Array.from({ length: entry.length }, (_, index) => `value${index}`))
        : entry,
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '');

describe('the codes of what the API says, in the web’s languages', () => {
  const messages = allMessages();

  it('has a text for every code in de, en and no, naming only the params the code gives', () => {
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      const texts = textsOf(language);
      for (const { code, params, message } of messages) {
        const [domain = '', name = ''] = code.split('.');
        const text = texts[domain]?.[name];
        if (!text) problems.push(`${language}: no text for ${code}`);
        else {
          for (const name of placeholders(text)) if (!(name in params)) problems.push(`${language}: ${code} names {{${name}}}`);
          if (language !== 'en' && text === message) problems.push(`${language}: ${code} is still English`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no text for a code the API no longer sends', () => {
    const codes = new Set(messages.map((said) => said.code));
    for (const language of LANGUAGES) {
      const { meters, ...domains } = textsOf(language);
      expect(Object.keys(meters ?? {}).sort(), language).toEqual(['Hobbs', 'tach']);
      const stale = Object.entries(domains).flatMap(([domain, texts]) =>
        Object.keys(texts).flatMap((name) => (codes.has(`${domain}.${name}`) ? [] : [`${domain}.${name}`])),
      );
      expect(stale, language).toEqual([]);
    }
  });

  it('gives each code to one message only', () => {
    const wordings = new Map<string, Set<string>>();
    for (const { code, message } of messages) wordings.set(code, (wordings.get(code) ?? new Set()).add(message));
    expect([...wordings].filter(([, words]) => words.size > 1).map(([code]) => code)).toEqual([]);
  });
});
