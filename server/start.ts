import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import type { Config } from './config';
import { ensureSuperAdmin, syncAuthModules } from './db/bootstrap';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database';
import { seedDemoData } from './db/seed/demo-data';
import { seedDemoTeam } from './db/seed/demo-team';
import { providerFor } from './domains/sms/providers';
import { SmsWorker } from './domains/sms/worker';

export interface Started {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Set on the first start when no ADMIN_PASSWORD was given. */
  generatedPassword: string | null;
  stop(): Promise<void>;
}

/** Opens the database, migrates, bootstraps an empty one, and builds the app (not yet listening). */
export async function startServer(config: Config, options: Pick<AppOptions, 'logger' | 'logStream'> = {}): Promise<Started> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, lockTimeoutMs: config.lockTimeoutMs });
  try {
    await migrateToLatest(database.db);
    const app = await buildApp({ db: database.db, config, ...options });
    const admin = await ensureSuperAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
    if (admin.created) {
      await syncAuthModules(database.db, app.contract);
      const demo = config.seedDemo === 'auto' ? database.kind === 'pglite' : config.seedDemo;
      if (demo) {
        await seedDemoData(database.db, path.join(config.dataDir, 'images'));
        await seedDemoTeam(database.db);
      }
    }
    // SMS broadcasts are sent in the background for as long as the server runs; closing the app
    // stops the worker cleanly (sends under way are finished and recorded) before the database closes.
    if (config.sms.provider !== 'off') {
      const worker = new SmsWorker(database.db, providerFor(config.sms), config.sms, app.log).start();
      app.addHook('onClose', () => worker.stop());
    }
    return {
      app,
      database,
      generatedPassword: admin.generatedPassword,
      stop: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
