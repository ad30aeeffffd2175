import { loadConfig } from './config';
import { startServer } from './start';

async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  const { app } = server;
  if (server.generatedPassword) {
    // Printed once, on the first start only: the password is stored only as a hash.
    process.stdout.write(
      `\n  Super admin created: ${config.adminEmail}\n  Generated password: ${server.generatedPassword}\n  (set ADMIN_PASSWORD before the first start to choose it)\n\n`,
    );
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Shop Admin on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${server.database.kind})`);
  // A graceful stop: /api/ready fails for SHUTDOWN_DRAIN_MS while requests are still served, then the
  // event streams end with a reconnect hint, in-flight requests and SMS sends finish, the database
  // closes and the process exits 0. A second signal skips what is left of the drain.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        app.log.info(`${signal} again: stopping without waiting for the rest of the drain`);
        void server.shutdown(0);
        return;
      }
      stopping = true;
      server.shutdown(config.shutdownDrainMs).then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'the stop failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
