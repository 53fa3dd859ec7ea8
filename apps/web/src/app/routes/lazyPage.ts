import type { ComponentType } from 'react';

/** A route's `lazy` loader for a page module with a default export: every page is its own chunk. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });
