import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { LOG_FLUSH_MS } from '../../server/http/log-destination';

const ROOT = path.resolve(__dirname, '..', '..');

/** The compiled server that `npm start` (`npm run serve`) runs with plain node. */
export const SERVER_BUNDLE = path.join(ROOT, 'build', 'server.js');

/**
 * Compiles the server exactly as `npm run build` does (`build:server`, about a second), so a test
 * of the production entry never runs a stale build.
 */
export function buildServer(): void {
  execFileSync('npm', ['run', '-s', 'build:server'], { cwd: ROOT, stdio: 'pipe' });
}

/** A loopback port free at the time of asking (the kernel's choice, released at once). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr), for failure messages. */
  output(): string;
  /** What it has logged until now: its output once its log's buffer has been written (`logDestination`). */
  logged(): Promise<string>;
  /** SIGTERM, then the exit code (SIGKILL after 20 s if it does not stop). */
  stop(): Promise<number | null>;
}

/**
 * The compiled server as its own OS process (`node build/server.js`, as `npm run serve` runs it)
 * on a port of its own, with the given environment on top of this one; resolves once
 * /api/health answers, rejects with the process's output if it exits first.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  // A port of the test's choosing (a server started again where the balancer expects it), else a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: ROOT,
    // No drain before a stop (SHUTDOWN_DRAIN_MS) unless the test asks for one: no balancer waits on these servers.
    env: { ...process.env, NODE_OPTIONS: '', HOST: '127.0.0.1', PORT: String(port), SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    url,
    child,
    output: () => out,
    logged: () => new Promise((resolve) => setTimeout(() => resolve(out), LOG_FLUSH_MS * 2)),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(killer);
      return code;
    },
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server on port ${port} exited (${child.exitCode ?? child.signalCode}) before answering:\n${out}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      await server.stop();
      throw new Error(`server on port ${port} did not answer /api/health within ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
