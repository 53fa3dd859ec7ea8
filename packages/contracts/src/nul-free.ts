import { z } from 'zod';
import { validationMessages } from './request-messages';

type Path = (string | number)[];

/** Where a NUL character stands in a value: in a string, or in an object's key (walked without recursion, so any depth is safe). */
export function nulPaths(value: unknown): Path[] {
  const found: Path[] = [];
  const pending: [unknown, Path][] = [[value, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(path);
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) pending.push([item, [...path, index]]);
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) found.push([...path, key]);
        else pending.push([item, [...path, key]]);
      }
    }
  }
  return found;
}

/**
 * The schema, after a check that no string in the input holds a NUL character: PostgreSQL cannot
 * store one in text, and no person types one. A NUL is named by its field and nothing else is checked.
 */
export function withoutNul<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, context) => {
      for (const path of nulPaths(value))
        context.addIssue({ code: 'custom', path, message: validationMessages.nulCharacter.message });
    })
    .pipe(schema);
}
