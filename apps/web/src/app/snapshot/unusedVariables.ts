/**
 * A custom property's declaration in emotion's minified CSS: `--name:value` up to the next `;` or `}`,
 * first in its block or after a `;` (not a selector such as `.a--b:hover`).
 */
const DECLARATION = /(?<=[{;]\s*)(--[\w-]+):([^;{}]*)(;?)/g;
const REFERENCE = /var\(\s*(--[\w-]+)/g;

const references = (css: string) => [...css.matchAll(REFERENCE)].map((match) => match[1] as string);

/**
 * The CSS without the custom properties nothing in it reads: MUI's theme declares every variable of
 * both colour schemes (about 400 declarations) on the root, and a page that uses forty of them still
 * makes the browser parse and carry all of them on every element. A variable counts as read when a
 * rule's value reads it, or the value of a variable that is read does (`var(--a, var(--b))`, `--a:
 * var(--b)`). Only for CSS that no script reads variables of: the login snapshot, whose styles
 * the app replaces with its own when it takes over.
 */
export function withoutUnusedVariables(css: string): string {
  const values = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(DECLARATION))
    values.set(name as string, [...(values.get(name as string) ?? []), value as string]);
  const read = new Set<string>();
  const pending = references(css.replace(DECLARATION, ''));
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (read.has(name)) continue;
    read.add(name);
    for (const value of values.get(name) ?? []) pending.push(...references(value));
  }
  return css.replace(DECLARATION, (declaration, name: string) => (read.has(name) ? declaration : ''));
}
