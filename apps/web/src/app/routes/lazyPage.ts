import type { ComponentType } from 'react';
import { loadNamespaces } from '../../lib/i18n';

/**
 * A route's `lazy` loader for a page module with a default export: every page is its own chunk. The
 * translation namespaces named load alongside the chunk, not one after another as each part of
 * the page first asks for its own.
 */
export const lazyPage =
  (load: () => Promise<{ default: ComponentType }>, namespaces: string[] = []) =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module.default };
  };
