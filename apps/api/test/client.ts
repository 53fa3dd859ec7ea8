import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client over `app.inject`: keeps cookies, sends the XSRF header
 * and `X-COMPANY` like the web app does.
 */
export class TestClient {
  private cookies = new Map<string, string>();
  company: number | null = null;

  constructor(private readonly app: App) {}

  get sessionCookie() {
    return this.cookies.get('portal_session');
  }

  get xsrfToken() {
    return this.cookies.get('XSRF-TOKEN');
  }

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    if (method !== 'GET' && !this.xsrfToken) await this.request('GET', '/sanctum/csrf-cookie');
    const options: InjectOptions = {
      method,
      url,
      headers: {
        accept: 'application/json',
        origin: 'http://localhost:3000',
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(method !== 'GET' && this.xsrfToken ? { 'x-xsrf-token': this.xsrfToken } : {}),
        ...(this.company ? { 'x-company': String(this.company) } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
    const response = await this.app.inject(options);
    this.keepCookies(response);
    return response;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', url, body ?? {}, headers);
  put = (url: string, body?: unknown) => this.request('PUT', url, body ?? {});
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body ?? {});
  delete = (url: string) => this.request('DELETE', url);

  private keepCookies(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires && new Date(cookie.expires).getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

export const DEFAULT_PASSWORD = 'correct-horse-battery';

/** A client signed in by cookie, as the web app would be. */
export async function signIn(app: App, email: string, password = DEFAULT_PASSWORD): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.post('/login', { email, password });
  if (response.statusCode !== 204) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return client;
}
