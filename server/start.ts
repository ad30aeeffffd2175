import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import type { Config } from './config';
import { ensureSuperAdmin, syncAuthModules } from './db/bootstrap';
import { backupPglite, diskImagesDir } from './db/backup';
import { lockDataDir } from './db/data-dir-lock';
import { migrateToLatest, openDatabase, withStartupLock, type DatabaseHandle } from './db/database';
import { seedDemoData } from './db/seed/demo-data';
import { LiveEvents } from './domains/live/bus';
import { runStorefront } from './simulation/storefront';
import { seedDemoTeam } from './db/seed/demo-team';
import { providerFor, type SmsProvider } from './domains/sms/providers';
import { SmsWorker } from './domains/sms/worker';
import { sweepIdleClaims } from './domains/orders/claims';
import { Lifecycle } from './http/lifecycle';
import { ServerMetrics } from './metrics/metrics';

export interface Started {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Set on the first start when no ADMIN_PASSWORD was given. */
  generatedPassword: string | null;
  lifecycle: Lifecycle;
  /** Stops at once: event streams ended, in-flight requests and SMS sends under way finished, the database closed. */
  stop(): Promise<void>;
  /**
   * The graceful stop (SIGTERM/SIGINT, main.ts): /api/ready answers 503 for `drainMs` while every
   * request that arrives is still served, then the event streams end with a reconnect hint and
   * `stop` runs. Called again while draining, it skips the rest of the drain.
   */
  shutdown(drainMs: number): Promise<void>;
}

/** Opens the database, migrates, bootstraps an empty one, and builds the app (not yet listening). */
export async function startServer(config: Config, options: Pick<AppOptions, 'logger' | 'logStream'> = {}): Promise<Started> {
  // The embedded database belongs to one process: this one, or it does not start.
  const lock = config.databaseUrl ? null : await lockDataDir(config.dataDir, warnToStderr);
  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      lockTimeoutMs: config.lockTimeoutMs,
      poolSize: config.dbPoolSize,
      durable: config.pgliteFsync,
      checkpointIntervalMs: config.pgliteCheckpointSeconds * 1000,
      autovacuumIntervalMs: config.pgliteAutovacuumSeconds * 1000,
    });
  } catch (err) {
    await lock?.release();
    throw err;
  }
  try {
    const app = await buildApp({ db: database.db, config, ...options });
    // Draining before a stop (GET /api/ready, the event streams) and, with METRICS_TOKEN, the metrics.
    const lifecycle = new Lifecycle();
    app.decorate('lifecycle', lifecycle);
    // While draining, every answer (those begun before too) closes its connection: none is left idle for the balancer to reuse as the port closes.
    app.addHook('onSend', (_req, reply, payload, done) => {
      if (lifecycle.draining) reply.header('connection', 'close');
      done(null, payload);
    });
    const metrics = config.metricsToken
      ? new ServerMetrics({
          db: database.db,
          usage: () => database.usage(),
          liveStreams: () => lifecycle.openStreams,
          draining: () => lifecycle.draining,
          warn: (err, message) => app.log.warn({ err }, message),
        })
      : null;
    if (metrics) app.decorate('metrics', metrics);
    // N servers starting at once on one database migrate and bootstrap it one after another.
    const admin = await withStartupLock(database, async () => {
      await migrateToLatest(database.db);
      const created = await ensureSuperAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
      // Every start: an operation added to the contract since the last one gets its auth module without a Sync Permission.
      await syncAuthModules(database.db, app.contract);
      if (created.created) {
        const demo = config.seedDemo === 'auto' ? database.kind === 'pglite' : config.seedDemo;
        if (demo) {
          await seedDemoData(database.db, app.images);
          await seedDemoTeam(database.db);
        }
      }
      return created;
    });
    // Sessions held once the database's announcements of access changes are heard (session-cache.ts).
    await app.sessionCache.listen(database);
    app.addHook('preClose', () => app.sessionCache.close());
    // Live: one LISTEN per server for the database's change notifications, streamed to the
    // dashboards (GET /api/events); the streams end before the server closes.
    const live = await new LiveEvents(app.log).start(database);
    app.decorate('liveEvents', live);
    app.addHook('preClose', () => live.close());
    // The storefront simulation (off by default): the shop's customers against this database.
    if (config.simulateOrdersPerMinute > 0) {
      const storefront = runStorefront(database.db, config.simulateOrdersPerMinute, (err) => app.log.warn({ err }, 'storefront simulation tick failed'));
      app.addHook('preClose', () => storefront.stop());
      app.log.info(`storefront simulation: ${config.simulateOrdersPerMinute} orders a minute`);
    }
    // Idle order claims go back to pending (docs/order-claims.md); every server sweeps, each claim is released once.
    const claimSweep = sweepIdleClaims(database.db, config.claimIdleMinutes, (err) => app.log.warn({ err }, 'idle order claims sweep failed'));
    app.addHook('preClose', () => claimSweep.stop());
    // SMS broadcasts are sent in the background for as long as the server runs; closing the app
    // stops the worker cleanly (sends under way are finished and recorded) before the database closes.
    if (config.sms.provider !== 'off') {
      const provider = providerFor(config.sms);
      const worker = new SmsWorker(database.db, metrics ? countedSends(provider, metrics) : provider, config.sms, app.log).start();
      app.addHook('onClose', () => worker.stop());
    }
    // `npm run backup` while this server runs (PGlite): asked on the data directory's local socket.
    lock?.serve(async () => {
      const summary = await backupPglite(database, { dataDir: config.dataDir, imagesDir: diskImagesDir(config) });
      app.log.info({ file: summary.file, bytes: summary.bytes, images: summary.images, heldMs: summary.heldMs }, 'backup written');
      return { ok: true, ...summary };
    });
    let stopped: Promise<void> | null = null;
    const stop = () =>
      (stopped ??= (async () => {
        // The live bus ends the streams (preClose); the port closes and in-flight requests finish; then the SMS worker's sends under way (onClose).
        // A connection that goes idle meanwhile (a request answered, a stream ended) is closed at once, not after its keep-alive time.
        const idle = setInterval(() => app.server.closeIdleConnections(), 50);
        try {
          await app.close();
        } finally {
          clearInterval(idle);
        }
        await database.close();
        await lock?.release();
      })());
    let drained: Promise<void> | null = null;
    let endDrain = () => undefined as void;
    const shutdown = (drainMs: number) => {
      if (drained) {
        endDrain();
        return drained;
      }
      lifecycle.startDraining();
      app.log.info({ drainMs }, 'stopping: /api/ready answers 503 while requests are still served');
      drained = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, drainMs);
        endDrain = () => {
          clearTimeout(timer);
          resolve();
        };
      }).then(async () => {
        const streams = lifecycle.endStreams();
        app.log.info({ streams }, 'stopping: event streams ended with a reconnect hint; finishing the requests under way');
        await stop();
      });
      return drained;
    };
    return { app, database, generatedPassword: admin.generatedPassword, lifecycle, stop, shutdown };
  } catch (err) {
    await database.close();
    await lock?.release();
    throw err;
  }
}

/** The SMS provider, its sends counted for the metrics. */
function countedSends(provider: SmsProvider, metrics: ServerMetrics): SmsProvider {
  return {
    name: provider.name,
    send: async (message) => {
      try {
        await provider.send(message);
      } catch (err) {
        metrics.smsSent(false);
        throw err;
      }
      metrics.smsSent(true);
    },
  };
}

const warnToStderr = (message: string) => process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: message })}\n`);
