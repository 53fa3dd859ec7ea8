import type { ComponentType } from 'react';
import { loadNamespaces } from '../../lib/i18n';

/** A page module: the page as its default export, and optionally what it asks for before it renders. */
interface PageModule {
  default: ComponentType;
  /** Starts the page's first requests as soon as its chunk is there, alongside its texts (not awaited). */
  prefetch?: () => Promise<unknown>;
}

/**
 * A route's `lazy` loader for a page module with a default export: every page is its own chunk. The
 * translation namespaces named load alongside the chunk, not one after another as each part of
 * the page first asks for its own; a page's `prefetch` export starts its data requests as soon as
 * the chunk has arrived.
 */
export const lazyPage =
  (load: () => Promise<PageModule>, namespaces: string[] = []) =>
  async () => {
    const [module] = await Promise.all([
      load().then((page) => {
        void page.prefetch?.();
        return page;
      }),
      loadNamespaces(namespaces),
    ]);
    return { Component: module.default };
  };
