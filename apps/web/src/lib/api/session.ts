/** Client-side session state the API client needs on every call: token mode and the active company. */
const TOKEN_KEY = 'accessToken';
const COMPANY_KEY = 'company_id';

export function accessToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setAccessToken(token: string | null) {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

export function activeCompanyId(): number | null {
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
