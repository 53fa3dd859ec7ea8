import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url().optional(),
    APP_URL: z.url().optional(),
    SESSION_SECRET: z.string().min(32).optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('Flugportal <no-reply@localhost>'),
    REDIS_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `production` (as `npm start` sets it) trusts the response schemas; anything else also checks every answer against them. */
    NODE_ENV: z.string().default('development'),
    DEMO_DATA: booleanFlag.default(true),
    TRUST_PROXY: booleanFlag.default(false),
    WEB_DIST: z.string().optional(),
    MAP_TILE_URL: z.string().optional(),
    AIRPORTS_DATA_DIR: z.string().optional(),
    OPERATOR_NAME: z.string().default('Flugportal e. V. (Demo)'),
    OPERATOR_ADDRESS: z.string().default('Flugplatzstraße 1, 12345 Musterstadt, Deutschland'),
    OPERATOR_EMAIL: z.string().default('kontakt@example.org'),
    /** The privacy notice (Art. 13 GDPR); the controller defaults to the operator above. */
    PRIVACY_CONTROLLER_NAME: z.string().optional(),
    PRIVACY_CONTROLLER_ADDRESS: z.string().optional(),
    PRIVACY_CONTROLLER_EMAIL: z.string().optional(),
    PRIVACY_CONTROLLER_PHONE: z.string().optional(),
    PRIVACY_DPO_NAME: z.string().optional(),
    PRIVACY_DPO_EMAIL: z.string().optional(),
    PRIVACY_HOSTING_PROVIDER: z.string().optional(),
    PRIVACY_MAIL_PROVIDER: z.string().optional(),
    PRIVACY_THIRD_COUNTRY_TRANSFERS: z.string().optional(),
    PRIVACY_CONSENT_PURPOSES: z.string().optional(),
    PRIVACY_AUTHORITY_NAME: z.string().optional(),
    PRIVACY_AUTHORITY_ADDRESS: z.string().optional(),
    PRIVACY_AUTHORITY_URL: z.url().optional(),
    PRIVACY_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
    /** Uploaded files go to this S3-compatible bucket when it is named; otherwise into the database. */
    S3_BUCKET: z.string().min(3).optional(),
    /** Another S3-compatible service than AWS (MinIO, Ceph, a hoster's object storage). */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `bucket` in the path rather than the host name, as most self-hosted services want. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY come together',
  });

export type Config = Omit<z.infer<typeof envSchema>, 'SESSION_SECRET' | 'DATA_DIR' | 'APP_URL'> & {
  DATA_DIR: string;
  SESSION_SECRET: string;
  /** Where people reach the app: every link in a mail or a feed starts here, never at a request's Host header. */
  APP_URL: string;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value names the variable in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(env[name] ?? '')} (${issue?.message})`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    APP_URL: publicUrl(parsed.data),
    DATA_DIR: dataDir,
    SESSION_SECRET: parsed.data.SESSION_SECRET ?? keptSecret(dataDir),
  };
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** Only a server nobody else can reach may guess its own public URL. */
function publicUrl({ APP_URL, HOST, PORT }: { APP_URL?: string; HOST: string; PORT: number }): string {
  if (APP_URL) return APP_URL;
  if (isLoopback(HOST)) return `http://localhost:${PORT}`;
  throw new ConfigError(`APP_URL must be set when listening on HOST=${HOST} (links in mails need the public URL)`);
}

function keptSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
