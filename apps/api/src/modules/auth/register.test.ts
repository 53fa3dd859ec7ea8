import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { DEFAULT_PASSWORD, signIn, TestClient } from '../../../test/client';
import { buildUser } from '../../../test/factories';

const person = (email: string) => ({
  name: 'Greta Segelflug',
  email,
  password: 'steigflug-2026',
  password_confirmation: 'steigflug-2026',
  locale: 'en',
});

describe('POST /register', () => {
  const t = useTestApp();

  it('creates the account and signs the browser in', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/register', person('Greta@Example.test'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Greta Segelflug',
      email: 'greta@example.test',
      locale: 'en',
      is_super_admin: false,
    });
    expect(response.body).not.toContain('argon2');
    expect((await client.get('/api/user')).json().email).toBe('greta@example.test');
  });

  it('refuses a taken address in any letter case with 422 on email', async () => {
    const existing = await buildUser(t.db);
    const response = await new TestClient(t.app).post('/register', person(existing.email.toUpperCase()));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['The email has already been taken.']);
  });

  it('names the field for a short password, a wrong confirmation and a bad locale', async () => {
    const client = new TestClient(t.app);
    const short = await client.post('/register', {
      ...person('kurz@example.test'),
      password: 'kurz',
      password_confirmation: 'kurz',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['You must enter a minimum of 8 characters']);
    const mismatch = await client.post('/register', { ...person('falsch@example.test'), password_confirmation: 'anders-2026' });
    expect(mismatch.json().errors.password_confirmation).toEqual(['The password confirmation does not match.']);
    const locale = await client.post('/register', { ...person('sprache@example.test'), locale: 'fr' });
    expect(locale.json().errors).toEqual({ locale: ['Please choose one of the offered values'] });
  });

  it('words zod’s common issues as the web’s form rules do, with their numbers', async () => {
    const client = new TestClient(t.app);
    const { name: _, ...nameless } = person('ohne-name@example.test');
    const missing = await client.post('/register', { ...nameless, password_confirmation: 5 });
    expect(missing.json()).toEqual({
      message: 'This field is required',
      code: 'validation.required',
      params: {},
      errors: { name: ['This field is required'], password_confirmation: ['Invalid format'] },
      error_codes: {
        name: [{ code: 'validation.required', params: {} }],
        password_confirmation: [{ code: 'validation.format', params: {} }],
      },
    });
    const long = 'x'.repeat(201);
    const tooLong = await client.post('/register', {
      ...person('lang@example.test'),
      password: long,
      password_confirmation: long,
    });
    expect(tooLong.json().errors).toEqual({ password: ['You must enter a maximum of 200 characters'] });
  });

  it('tells a signed-in browser it is already authenticated, for register and login', async () => {
    const user = await buildUser(t.db);
    const client = await signIn(t.app, user.email);
    const register = await client.post('/register', person('zweiter@example.test'));
    expect(register.statusCode).toBe(200);
    expect(register.json()).toEqual({ message: 'Already authenticated.' });
    const login = await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.json()).toEqual({ message: 'Already authenticated.' });
    expect((await client.get('/api/user')).json().id).toBe(user.id);
  });
});
