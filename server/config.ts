import path from 'node:path';

/** Everything the server reads from its environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  adminEmail: string;
  adminPassword: string | null;
  /** 'auto': demo data on the embedded database only; true/false force it. */
  seedDemo: 'auto' | boolean;
  shopTimezone: string;
  uploadMaxBytes: number;
  logLevel: string;
  /** Directory of the built dashboard (served with an SPA fallback). */
  staticDir: string;
  /** Logins: failed attempts allowed per identity and per IP within the window. */
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /** PostgreSQL: how long a request may wait for a row lock before it answers 503. */
  lockTimeoutMs: number;
  sms: SmsConfig;
}

/** The SMS broadcast worker and its provider (README, Configuration). */
export interface SmsConfig {
  /** `outbox` records each message in the outbox only; `http` sends it to a gateway; `off` runs no worker here. */
  provider: 'outbox' | 'http' | 'off';
  httpUrl: string | null;
  httpKey: string | null;
  /** Sender id or number passed to the gateway, if it wants one. */
  httpSender: string | null;
  httpTimeoutMs: number;
  batchSize: number;
  concurrency: number;
  maxAttempts: number;
  /** First retry after this; doubled on each further attempt (with jitter), at most 5 minutes. */
  retryBaseMs: number;
  /** A claimed batch not finished within this goes back to the queue (its server stopped mid-batch). */
  leaseSeconds: number;
  pollMs: number;
}

function smsFrom(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = env.SMS_PROVIDER || 'outbox';
  if (provider !== 'outbox' && provider !== 'http' && provider !== 'off') throw new Error(`SMS_PROVIDER must be outbox, http or off, got "${provider}"`);
  if (provider === 'http' && !/^https?:\/\//.test(env.SMS_HTTP_URL ?? '')) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL (an http or https address)');
  const positive = (name: string, fallback: number) => {
    const n = intFrom(env[name], fallback, name);
    if (n < 1) throw new Error(`${name} must be at least 1`);
    return n;
  };
  return {
    provider,
    httpUrl: env.SMS_HTTP_URL || null,
    httpKey: env.SMS_HTTP_KEY || null,
    httpSender: env.SMS_HTTP_SENDER || null,
    httpTimeoutMs: positive('SMS_HTTP_TIMEOUT_MS', 10_000),
    batchSize: positive('SMS_BATCH_SIZE', 50),
    concurrency: positive('SMS_CONCURRENCY', 5),
    maxAttempts: positive('SMS_MAX_ATTEMPTS', 5),
    retryBaseMs: positive('SMS_RETRY_BASE_MS', 2_000),
    leaseSeconds: positive('SMS_LEASE_SECONDS', 300),
    pollMs: positive('SMS_POLL_MS', 1_000),
  };
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function seedFrom(value: string | undefined): Config['seedDemo'] {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return 'auto';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(__dirname, '..');
  const timezone = env.SHOP_TIMEZONE || 'Asia/Dhaka';
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
  } catch {
    throw new Error(`SHOP_TIMEZONE "${timezone}" is not a known IANA time zone`);
  }
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || path.join(root, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    adminEmail: env.ADMIN_EMAIL || 'admin@shop.local',
    adminPassword: env.ADMIN_PASSWORD || null,
    seedDemo: seedFrom(env.SEED_DEMO),
    shopTimezone: timezone,
    uploadMaxBytes: intFrom(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: path.resolve(env.STATIC_DIR || path.join(root, 'dist')),
    loginMaxFailures: intFrom(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginWindowMinutes: intFrom(env.LOGIN_WINDOW_MINUTES, 15, 'LOGIN_WINDOW_MINUTES'),
    lockTimeoutMs: intFrom(env.DB_LOCK_TIMEOUT_MS, 5_000, 'DB_LOCK_TIMEOUT_MS'),
    sms: smsFrom(env),
  };
}
