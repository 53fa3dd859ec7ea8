import type { TFunction } from 'i18next';
import { i18n } from '../i18n';
import { ApiError, isApiError } from './errors';

/**
 * A message the API sends in English (as Laravel does) and its translation key, always with its
 * namespace (`booking:server.endAfterStart`).
 * A pattern's named groups (`(?<time>…)`) become the interpolation values; `values` reworks them
 * when a captured word needs translating too.
 */
export interface ServerMessage {
  match: string | RegExp;
  key: string;
  values?: (groups: Record<string, string>, t: TFunction) => Record<string, string>;
}

export type ServerMessageTable = readonly ServerMessage[];

const known: ServerMessage[] = [];
let loaded: Promise<unknown> = Promise.resolve();

/**
 * Makes the domains' tables known (app/serverMessages.ts lists them). The app loads them beside the
 * first page rather than in it; an error that arrives before they are there waits for them.
 */
export function registerServerMessages(tables: Promise<readonly ServerMessageTable[]>): Promise<unknown> {
  loaded = tables.then((all) => {
    for (const table of all) known.push(...table);
  });
  return loaded;
}

/** The first table entry that knows the message, with the values it captured. */
export function matchServerMessage(message: string, tables: ServerMessageTable = known) {
  for (const entry of tables) {
    if (entry.match === message) return { entry, groups: {} };
    const found = typeof entry.match === 'string' ? null : entry.match.exec(message);
    if (found) return { entry, groups: found.groups ?? {} };
  }
  return null;
}

/** The message in the user's language when a table knows it, else as the server sent it. */
export function localMessage(message: string, t: TFunction = i18n.t.bind(i18n)): string {
  const found = matchServerMessage(message);
  if (!found) return message;
  const { entry, groups } = found;
  return t(entry.key, entry.values ? entry.values(groups, t) : groups) as string;
}

const namespaceOf = (message: string) => matchServerMessage(message)?.entry.key.split(':')[0];

/**
 * The error with its message and field messages in the user's language, after loading the
 * namespaces their keys live in. The error as the server worded it stays its `cause`.
 */
export async function localError(error: ApiError): Promise<ApiError> {
  await loaded.catch(() => undefined);
  const messages = [error.message, ...Object.values(error.errors).flat()];
  const namespaces = new Set(messages.flatMap((message) => namespaceOf(message) ?? []));
  if (namespaces.size) await i18n.loadNamespaces([...namespaces]);
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, list]) => [field, list.map((message) => localMessage(message))]),
  );
  return new ApiError(error.status, localMessage(error.message), errors, { cause: error });
}

/** The error as the server worded it, for code that reacts to a particular English message. */
export const asSent = (error: unknown): unknown => (isApiError(error) && isApiError(error.cause) ? error.cause : error);
