import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The slice of the Emscripten module this file touches: NODEFS's per-file operations. */
interface NodefsStream {
  nfd: number;
}
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: NodefsStream) => number } };
}

let fsyncCalls = 0;

/** How many times PGlite has asked the disk to make a file durable (for the durability test). */
export const pgliteFsyncCalls = () => fsyncCalls;

/**
 * PGlite's Node file system (Emscripten NODEFS) writes straight through to the data directory's
 * files, but has no fsync operation: PostgreSQL's `fsync()` returns success without reaching the
 * disk, and its `fdatasync()` is a no-op in Emscripten. This one gives NODEFS a real fsync
 * (`fs.fsyncSync` on the open file), so with `fsync = on` and `wal_sync_method = fsync`
 * (see pgliteStartParams) each commit returns only once its WAL is on the disk, and a checkpoint
 * only once the data files are.
 */
export class DurableNodeFS extends NodeFS {
  async init(pg: PGlite, emscriptenOptions: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, emscriptenOptions);
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod: EmscriptenModule) => {
        mod.NODEFS.stream_ops.fsync = (stream) => {
          fs.fsyncSync(stream.nfd);
          fsyncCalls += 1;
          return 0;
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as typeof emscriptenOpts };
  }
}

/**
 * PostgreSQL's page cache inside PGlite. It lives in the server's own memory (PGlite's WebAssembly
 * heap, which never shrinks), and PGlite's default is PostgreSQL's 128 MB: after a million voucher
 * codes it was all resident, 580 MB for the server in all. The data files are read through the
 * operating system, whose page cache serves what falls out of this one, so 32 MB costs pastes and
 * lists nothing measurable (`npm run bench:vouchers`) and keeps 100 MB off the server's memory.
 */
export const EMBEDDED_SHARED_BUFFERS = '32MB';

/**
 * PGlite's start parameters. Durable: PGlite's defaults without `-F` (which turns fsync off), with
 * `wal_sync_method = fsync` (the only sync method that reaches DurableNodeFS). Not durable: the
 * defaults as they are. Both with EMBEDDED_SHARED_BUFFERS. `dataDir` null: in memory.
 */
export function pgliteOptions(dataDir: string | null, durable: boolean): PGliteOptions {
  const buffers = ['-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];
  if (!dataDir || !durable) return { dataDir: dataDir ?? 'memory://', startParams: [...PGlite.defaultStartParams, ...buffers] };
  const startParams = [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync', ...buffers];
  return { fs: new DurableNodeFS(dataDir), startParams };
}

/**
 * What the child process of initDataDirApart runs: PGlite's own first start on an empty directory
 * (its initdb, then PostgreSQL started once and shut down cleanly), nothing else.
 * Arguments: PGlite's module, its NodeFS module, the directory, the start parameters (JSON).
 */
const INITDB_CHILD = `
const [pglite, nodefs, dir, startParams] = process.argv.slice(1);
const { PGlite } = require(pglite);
const { NodeFS } = require(nodefs);
PGlite.create({ fs: new NodeFS(dir), startParams: JSON.parse(startParams) })
  .then((pg) => pg.close())
  .then(() => process.exit(0), (err) => { process.stderr.write(String(err && err.stack || err)); process.exit(1); });
`;

/**
 * A new data directory is made by a short-lived child process, before the server opens it. PGlite's
 * initdb runs in a second PostgreSQL instance with its own WebAssembly heap, writes the new cluster
 * into that instance's in-memory file system and copies it out as a tar archive: the server's
 * process peaked at 800–900 MB and kept 405–415 MB after its first start, 100 MB more than after a
 * restart (the freed buffers stay in the C heap as fragments: closing PGlite and opening the
 * directory anew in the same process kept 373–415 MB). Done apart, the first start leaves the
 * server as a restart does, for the same CPU time (docs/benchmarks.md, Vouchers). The directory is
 * made under another name and renamed into place once complete: a start that dies meanwhile leaves
 * no half-made database. An existing directory (or one with anything in it) is left to PGlite.
 */
export async function initDataDirApart(dataDir: string, startParams: string[]): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return;
  const making = `${dataDir}.initdb`;
  fs.rmSync(making, { recursive: true, force: true });
  fs.mkdirSync(making, { recursive: true });
  const args = ['-e', INITDB_CHILD, require.resolve('@electric-sql/pglite'), require.resolve('@electric-sql/pglite/nodefs'), making, JSON.stringify(startParams)];
  try {
    await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    fs.rmSync(making, { recursive: true, force: true });
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(`could not create the database in ${dataDir}: ${stderr || (err as Error).message}`);
  }
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  fs.renameSync(making, dataDir);
}
