/** Client-side session state the API client needs on every call: the active company and the CSRF cookie. */
const COMPANY_KEY = 'company_id';

export function activeCompanyId(): number | null {
  // The server's render of the dashboard (app/snapshot) has no storage: the choice is the browser's.
  if (typeof localStorage === 'undefined') return null;
  const stored = Number(localStorage.getItem(COMPANY_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

export function setActiveCompanyId(id: number | null) {
  if (id) localStorage.setItem(COMPANY_KEY, String(id));
  else localStorage.removeItem(COMPANY_KEY);
  window.dispatchEvent(new Event('portal:company'));
}

export function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}
