import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/app';
import { ConfigError, loadConfig } from '../../config';
import { privacyNotice } from './privacy-notice';

const COMPLETE = {
  PRIVACY_CONTROLLER_NAME: 'Luftsportverein Hohenlohe e. V.',
  PRIVACY_CONTROLLER_ADDRESS: 'Am Flugplatz 1, 74653 Künzelsau',
  PRIVACY_CONTROLLER_EMAIL: 'vorstand@lsv-hohenlohe.example',
  PRIVACY_CONTROLLER_PHONE: '+49 7940 12345',
  PRIVACY_DPO_NAME: 'Datenschutz Süd GmbH',
  PRIVACY_DPO_EMAIL: 'dsb@datenschutz-sued.example',
  PRIVACY_HOSTING_PROVIDER: 'Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen',
  PRIVACY_AUTHORITY_NAME: 'Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg',
  PRIVACY_AUTHORITY_ADDRESS: 'Lautenschlagerstraße 20, 70173 Stuttgart',
  PRIVACY_AUTHORITY_URL: 'https://www.baden-wuerttemberg.datenschutz.de',
};

const noticeFor = (env: Record<string, string>) =>
  privacyNotice(loadConfig({ DATA_DIR: '/tmp/portal-privacy-test', SESSION_SECRET: 'x'.repeat(32), ...env }));

describe('GET /api/privacy', () => {
  const t = useTestApp();

  it('answers a guest with the notice, naming what the operator still has to set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/privacy' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.controller).toEqual({
      name: 'Flugportal e. V. (Demo)',
      address: expect.any(String),
      email: 'kontakt@example.org',
      phone: null,
    });
    expect(data.missing).toEqual(['PRIVACY_HOSTING_PROVIDER', 'PRIVACY_AUTHORITY_NAME', 'PRIVACY_AUTHORITY_ADDRESS']);
    expect(data.third_country_transfers).toBeNull();
    expect(data.retention).toEqual({
      session_idle_days: 14,
      remembered_session_days: 30,
      api_token_days: 365,
      log_days: 14,
      accounting_years: 10,
    });
  });
});

describe('the privacy notice from the configuration', () => {
  it('is complete when the operator has set every required value', () => {
    const notice = noticeFor(COMPLETE);
    expect(notice.missing).toEqual([]);
    expect(notice.controller.name).toBe('Luftsportverein Hohenlohe e. V.');
    expect(notice.data_protection_officer).toEqual({ name: 'Datenschutz Süd GmbH', email: 'dsb@datenschutz-sued.example' });
    expect(notice.supervisory_authority.url).toBe('https://www.baden-wuerttemberg.datenschutz.de');
    expect(notice.recipients).toEqual({ hosting: COMPLETE.PRIVACY_HOSTING_PROVIDER, mail: null, sends_mail: false });
  });

  it('asks for the mail provider once mail leaves through SMTP', () => {
    expect(noticeFor({ ...COMPLETE, SMTP_URL: 'smtp://mail.example:587' }).missing).toEqual(['PRIVACY_MAIL_PROVIDER']);
    const named = noticeFor({ ...COMPLETE, SMTP_URL: 'smtp://mail.example:587', PRIVACY_MAIL_PROVIDER: 'Mailjet SAS, Paris' });
    expect(named.missing).toEqual([]);
    expect(named.recipients).toEqual({
      hosting: COMPLETE.PRIVACY_HOSTING_PROVIDER,
      mail: 'Mailjet SAS, Paris',
      sends_mail: true,
    });
  });

  it('takes a blank value as unset, and has no officer without a name', () => {
    const notice = noticeFor({ ...COMPLETE, PRIVACY_AUTHORITY_NAME: '   ', PRIVACY_DPO_NAME: '' });
    expect(notice.missing).toEqual(['PRIVACY_AUTHORITY_NAME']);
    expect(notice.data_protection_officer).toBeNull();
  });

  it('refuses a malformed authority address or log retention at start, naming the variable', () => {
    expect(() => noticeFor({ PRIVACY_AUTHORITY_URL: 'no url' })).toThrow(ConfigError);
    expect(() => noticeFor({ PRIVACY_LOG_RETENTION_DAYS: '0' })).toThrow(/PRIVACY_LOG_RETENTION_DAYS/);
  });
});

describe('starting in production', () => {
  async function startLog(env: Record<string, string>) {
    const lines: string[] = [];
    const started = await createTestApp(
      { NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      { write: (line) => lines.push(line) },
    );
    await started.app.close();
    await started.handle.close();
    return lines.join('\n');
  }

  it('warns about the missing privacy values, and is quiet once all are set', async () => {
    const incomplete = await startLog({});
    expect(incomplete).toContain('the privacy page is incomplete');
    expect(incomplete).toContain('PRIVACY_AUTHORITY_NAME');
    expect(await startLog(COMPLETE)).not.toContain('privacy');
  });
});
