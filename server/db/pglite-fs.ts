import fs from 'node:fs';
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
