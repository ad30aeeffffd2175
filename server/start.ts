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
import { providerFor } from './domains/sms/providers';
import { SmsWorker } from './domains/sms/worker';
import { sweepIdleClaims } from './domains/orders/claims';

export interface Started {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Set on the first start when no ADMIN_PASSWORD was given. */
  generatedPassword: string | null;
  stop(): Promise<void>;
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
    });
  } catch (err) {
    await lock?.release();
    throw err;
  }
  try {
    const app = await buildApp({ db: database.db, config, ...options });
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
      const worker = new SmsWorker(database.db, providerFor(config.sms), config.sms, app.log).start();
      app.addHook('onClose', () => worker.stop());
    }
    // `npm run backup` while this server runs (PGlite): asked on the data directory's local socket.
    lock?.serve(async () => {
      const summary = await backupPglite(database, { dataDir: config.dataDir, imagesDir: diskImagesDir(config) });
      app.log.info({ file: summary.file, bytes: summary.bytes, images: summary.images, heldMs: summary.heldMs }, 'backup written');
      return { ok: true, ...summary };
    });
    return {
      app,
      database,
      generatedPassword: admin.generatedPassword,
      stop: async () => {
        await app.close();
        await database.close();
        await lock?.release();
      },
    };
  } catch (err) {
    await database.close();
    await lock?.release();
    throw err;
  }
}

const warnToStderr = (message: string) => process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: message })}\n`);
