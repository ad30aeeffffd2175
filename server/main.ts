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
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      server.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
