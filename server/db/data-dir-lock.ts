import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * One process at a time on an embedded (PGlite) data directory, and a way to reach it.
 *
 * PGlite is PostgreSQL inside this process: a second process opening the same directory (a second
 * server, an offline backup, a restore) would corrupt it. The process that opens the directory
 * first binds a Unix socket in `DATA_DIR/run/` (a directory only its owner may enter, 0700):
 * binding is atomic, so the socket is the lock; a socket nobody answers on is left over from a
 * process that died, and is taken over.
 *
 * A running server also answers on the socket — one command, `backup`, which writes a backup of the
 * data directory into `DATA_DIR/backups/` and answers its path. Only the directory's owner can
 * connect, and the owner can read the database files anyway; nothing the client sends chooses a
 * path or reaches the database. No network port, no token, nothing in the API contract.
 */

export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'run', 'control.sock');

/** Longest Unix socket path Linux and macOS accept (sun_path, less the terminator). */
const MAX_SOCKET_PATH = 103;

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(`the data directory ${dataDir} is in use by another process (a running server, a backup or a restore); stop it first`);
  }
}

export type ControlReply = { ok: true } & Record<string, unknown>;
export type ControlHandler = (command: string) => Promise<ControlReply>;

export interface DataDirLock {
  /** Null when the socket path is too long for the OS: no lock, no online backup (a warning says so). */
  readonly socketPath: string | null;
  /** What a `backup` request runs; until set, requests are answered "busy". */
  serve(handler: ControlHandler): void;
  release(): Promise<void>;
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(socketPath, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Takes the data directory for this process, or throws DataDirInUseError. */
export async function lockDataDir(dataDir: string, warn: (message: string) => void = () => undefined): Promise<DataDirLock> {
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    warn(`DATA_DIR is too long a path for its control socket (${socketPath}): no guard against a second process, and npm run backup needs the server stopped`);
    return { socketPath: null, serve: () => undefined, release: async () => undefined };
  }
  const runDir = path.dirname(socketPath);
  fs.mkdirSync(runDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(runDir, 0o700);
  let handler: ControlHandler | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    let line = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    // A client that sends no command is not kept waiting for (a backup itself may take minutes).
    socket.setTimeout(10_000, () => {
      if (!line.includes('\n')) socket.destroy();
    });
    socket.on('data', (chunk: string) => {
      line += chunk;
      if (!line.includes('\n')) {
        if (line.length > 100) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      const command = line.slice(0, line.indexOf('\n')).trim();
      const run = async (): Promise<unknown> => {
        if (command !== 'backup') return { ok: false, error: `unknown command "${command.slice(0, 20)}"` };
        if (!handler) return { ok: false, error: 'not ready: the process holding the data directory is starting, restoring, or taking an offline backup; try again shortly' };
        return handler(command);
      };
      // One command at a time (two backups at once would only compete for the same database).
      const reply = queue.then(run, run).catch((err: unknown) => ({ ok: false, error: err instanceof Error ? err.message : String(err) }));
      queue = reply;
      void reply.then((answer) => socket.end(`${JSON.stringify(answer)}\n`));
    });
  });
  try {
    await listen(server, socketPath);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    if (await answers(socketPath)) throw new DataDirInUseError(dataDir);
    fs.rmSync(socketPath, { force: true }); // left by a process that died
    try {
      await listen(server, socketPath);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new DataDirInUseError(dataDir);
      throw again;
    }
  }
  server.unref();
  return {
    socketPath,
    serve(next) {
      handler = next;
    },
    release: () =>
      new Promise<void>((resolve) => {
        handler = null;
        server.close(() => resolve());
      }),
  };
}

/**
 * Sends a command to the process holding a data directory. Null when no process holds it (no
 * socket, or one nobody answers on).
 */
export async function sendControlCommand(dataDir: string, command: string): Promise<Record<string, unknown> | null> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let reply = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.once('connect', () => {
      connected = true;
      socket.write(`${command}\n`);
    });
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.once('end', () => {
      try {
        resolve(JSON.parse(reply) as Record<string, unknown>);
      } catch {
        reject(new Error(`the server answered something unexpected: ${reply.slice(0, 200)}`));
      }
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ENOENT' || err.code === 'ECONNREFUSED')) resolve(null);
      else reject(err);
    });
  });
}
