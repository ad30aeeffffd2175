import path from 'node:path';
import { PROJECT_ROOT } from './project-root';

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
  /** Sign-in: failed attempts allowed per identity and client (and for a password change, per admin) within the window. */
  loginMaxFailures: number;
  /** Sign-in: failed attempts allowed per client over every identity it tries, within the window. */
  loginMaxFailuresPerClient: number;
  loginWindowMinutes: number;
  /** Who must enrol in two-step sign-in at their next sign-in: nobody, super admins, or every admin (REQUIRE_SECOND_FACTOR). */
  requireSecondFactor: 'off' | 'super' | 'all';
  /**
   * Which proxies are believed about the client's address (X-Forwarded-For) and protocol: none by
   * default; a hop count, or the proxies' addresses / CIDR ranges (TRUST_PROXY).
   */
  trustProxy: false | number | string[];
  /**
   * Origin of the image links in answers (`*_full_url`, `image_url`), e.g. `https://admin.shop.example`
   * (PUBLIC_ORIGIN). Null when unset: links are then origin-relative (`/images/…`), the same from every
   * server, so they work at whatever address the dashboard was opened (docs/configuration.md).
   */
  publicOrigin: string | null;
  /** Where uploaded images are kept: this server's disk, or the database (shared by every server). */
  imageStorage: 'disk' | 'database';
  /** A request (headers and body) must arrive whole within this many milliseconds (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** PGlite: commits are made durable (fsync) before they are acknowledged (PGLITE_FSYNC, default on). */
  pgliteFsync: boolean;
  /** PGlite: seconds between the server's own checkpoints (PGLITE_CHECKPOINT_SECONDS, default 300). */
  pgliteCheckpointSeconds: number;
  /** PGlite: seconds between the server's looks for tables due a vacuum or an analyze (PGLITE_AUTOVACUUM_SECONDS, default 60). */
  pgliteAutovacuumSeconds: number;
  /** PostgreSQL: how long a request may wait for a row lock before it answers 503. */
  lockTimeoutMs: number;
  /** PostgreSQL: connections this server keeps open at most (DB_POOL_SIZE). */
  dbPoolSize: number;
  sms: SmsConfig;
  /** The storefront simulation inside the server: top-up orders per minute (0: off). */
  simulateOrdersPerMinute: number;
  /** A top-up order's claim untouched this many minutes is free to take again and returned to pending (CLAIM_IDLE_MINUTES, default 15). */
  claimIdleMinutes: number;
  /**
   * On SIGTERM/SIGINT: how long the server answers 503 on /api/ready while still serving, so a load
   * balancer takes it out of rotation before it closes its port (SHUTDOWN_DRAIN_MS, default 5000; 0: none).
   */
  shutdownDrainMs: number;
  /** The bearer token a scraper sends for /api/metrics (METRICS_TOKEN); null: metrics are off (404). */
  metricsToken: string | null;
}

/** The SMS broadcast worker and its provider (docs/configuration.md). */
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

function trustProxyFrom(value: string | undefined): Config['trustProxy'] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === 'off' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const addresses = v.split(',').map((a) => a.trim()).filter(Boolean);
  const valid = /^(?:[\d.]+|[\da-f:]+|loopback|linklocal|uniquelocal)(?:\/\d{1,3})?$/i;
  const bad = addresses.find((a) => !valid.test(a));
  if (bad) throw new Error(`TRUST_PROXY must be off, a hop count, or the proxies' addresses (comma-separated IPs or CIDR ranges); "${bad}" is neither`);
  return addresses;
}

function publicOriginFrom(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin such as https://admin.shop.example, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin such as https://admin.shop.example, got "${value}"`);
  }
  return url.origin;
}

function onOffFrom(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'on' || value === '1' || value === 'true') return true;
  if (value === 'off' || value === '0' || value === 'false') return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

function requireSecondFactorFrom(value: string | undefined): Config['requireSecondFactor'] {
  const v = value || 'off';
  if (v !== 'off' && v !== 'super' && v !== 'all') throw new Error(`REQUIRE_SECOND_FACTOR must be off, super or all, got "${value}"`);
  return v;
}

/** The first super admin's email: what precedes its one `@` becomes their username, which may hold no `@` (migration 0014). */
function adminEmailFrom(value: string | undefined): string {
  const email = value || 'admin@shop.local';
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 255) throw new Error(`ADMIN_EMAIL must be an email address such as owner@shop.example, got "${value}"`);
  return email;
}

function claimIdleMinutesFrom(value: string | undefined): number {
  const minutes = intFrom(value, 15, 'CLAIM_IDLE_MINUTES');
  if (minutes < 1) throw new Error('CLAIM_IDLE_MINUTES must be at least 1');
  return minutes;
}

function metricsTokenFrom(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < 16 || /\s/.test(value)) throw new Error('METRICS_TOKEN must be at least 16 characters without spaces (e.g. `openssl rand -hex 24`)');
  return value;
}

function seedFrom(value: string | undefined): Config['seedDemo'] {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return 'auto';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const timezone = env.SHOP_TIMEZONE || 'Asia/Dhaka';
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
  } catch {
    throw new Error(`SHOP_TIMEZONE "${timezone}" is not a known IANA time zone`);
  }
  const port = intFrom(env.PORT, 8080, 'PORT');
  const host = env.HOST || '127.0.0.1';
  const imageStorage = env.IMAGE_STORAGE || 'disk';
  if (imageStorage !== 'disk' && imageStorage !== 'database') throw new Error(`IMAGE_STORAGE must be disk or database, got "${imageStorage}"`);
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || path.join(PROJECT_ROOT, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    adminEmail: adminEmailFrom(env.ADMIN_EMAIL),
    adminPassword: env.ADMIN_PASSWORD || null,
    seedDemo: seedFrom(env.SEED_DEMO),
    shopTimezone: timezone,
    uploadMaxBytes: intFrom(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: path.resolve(env.STATIC_DIR || path.join(PROJECT_ROOT, 'dist')),
    loginMaxFailures: intFrom(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginMaxFailuresPerClient: intFrom(env.LOGIN_MAX_FAILURES_PER_CLIENT, 20, 'LOGIN_MAX_FAILURES_PER_CLIENT'),
    loginWindowMinutes: intFrom(env.LOGIN_WINDOW_MINUTES, 15, 'LOGIN_WINDOW_MINUTES'),
    requireSecondFactor: requireSecondFactorFrom(env.REQUIRE_SECOND_FACTOR),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    publicOrigin: publicOriginFrom(env.PUBLIC_ORIGIN),
    imageStorage,
    requestTimeoutMs: Math.max(1_000, intFrom(env.REQUEST_TIMEOUT_MS, 60_000, 'REQUEST_TIMEOUT_MS')),
    pgliteFsync: onOffFrom(env.PGLITE_FSYNC, true, 'PGLITE_FSYNC'),
    pgliteCheckpointSeconds: Math.max(1, intFrom(env.PGLITE_CHECKPOINT_SECONDS, 300, 'PGLITE_CHECKPOINT_SECONDS')),
    pgliteAutovacuumSeconds: Math.max(1, intFrom(env.PGLITE_AUTOVACUUM_SECONDS, 60, 'PGLITE_AUTOVACUUM_SECONDS')),
    lockTimeoutMs: intFrom(env.DB_LOCK_TIMEOUT_MS, 5_000, 'DB_LOCK_TIMEOUT_MS'),
    // At least 2: a start holds one connection for its start-up lock while migrating on another (withStartupLock).
    dbPoolSize: Math.max(2, intFrom(env.DB_POOL_SIZE, 10, 'DB_POOL_SIZE')),
    sms: smsFrom(env),
    simulateOrdersPerMinute: intFrom(env.SIMULATE_ORDERS_PER_MINUTE, 0, 'SIMULATE_ORDERS_PER_MINUTE'),
    claimIdleMinutes: claimIdleMinutesFrom(env.CLAIM_IDLE_MINUTES),
    shutdownDrainMs: intFrom(env.SHUTDOWN_DRAIN_MS, 5_000, 'SHUTDOWN_DRAIN_MS'),
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
  };
}
