import { data, type LoaderFunctionArgs } from 'react-router';
import { ACCOUNT_TABS } from '../../features/account';

/** Thrown by a route's validity check; the error page shows 'Page Not Found: {path}'. */
export function invalidRoute(path: string): never {
  throw data({ invalidPath: path }, { status: 404 });
}

const isId = (value: string | undefined) => /^[1-9]\d{0,9}$/.test(value ?? '');

/** Every numeric id parameter must be a positive integer, else the page does not exist. */
export function requireNumericIds({ params, request }: LoaderFunctionArgs) {
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('_id') || name === 'id') {
      if (!isId(value)) invalidRoute(new URL(request.url).pathname);
    }
  }
  return null;
}

/** An airport is addressed by its OurAirports id or ident (EDDS, DE-0123). */
export function requireAirportKey({ params, request }: LoaderFunctionArgs) {
  if (!/^[A-Za-z0-9-]{1,16}$/.test(params.id ?? '')) invalidRoute(new URL(request.url).pathname);
  return null;
}

export function requireAccountTab({ params, request }: LoaderFunctionArgs) {
  if (!ACCOUNT_TABS.includes(params.tab as (typeof ACCOUNT_TABS)[number])) invalidRoute(new URL(request.url).pathname);
  return null;
}
