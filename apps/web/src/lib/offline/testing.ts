import { vi } from 'vitest';

/** For unit tests in Node: a `localStorage` in memory, empty for each test that stubs it. */
export function stubLocalStorage() {
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
}
