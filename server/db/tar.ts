import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/**
 * Just enough of POSIX tar (ustar) for the backup archives: regular files and directories, written
 * and read as streams (a database dump can be larger than memory). The archives open with any tar
 * (`tar -tzf backup.tar.gz`).
 */

const BLOCK = 512;

export interface TarEntry {
  /** Path inside the archive, `/`-separated, relative. */
  name: string;
  type: 'file' | 'directory';
  size: number;
  mode: number;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(entry: TarEntry): Buffer {
  let name = entry.type === 'directory' && !entry.name.endsWith('/') ? `${entry.name}/` : entry.name;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', name.length - 2);
    prefix = name.slice(0, cut);
    name = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(name) > 100 || Buffer.byteLength(prefix) > 155) throw new Error(`path too long for the archive: ${entry.name}`);
  }
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100);
  block.write(octal(entry.mode & 0o7777, 8), 100);
  block.write(octal(0, 8), 108); // uid
  block.write(octal(0, 8), 116); // gid
  block.write(octal(entry.type === 'file' ? entry.size : 0, 12), 124);
  block.write(octal(Math.floor(Date.now() / 1000), 12), 136);
  block.write('        ', 148); // checksum placeholder
  block.write(entry.type === 'file' ? '0' : '5', 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7), 148);
  return block;
}

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Writes an archive of the given entries; a file entry's bytes are read from `source`. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  async directory(name: string, mode = 0o700): Promise<void> {
    await write(this.out, header({ name, type: 'directory', size: 0, mode }));
  }

  async buffer(name: string, bytes: Buffer, mode = 0o600): Promise<void> {
    await write(this.out, header({ name, type: 'file', size: bytes.length, mode }));
    await write(this.out, bytes);
    await this.pad(bytes.length);
  }

  /** A file on disk, as long as it was when this began (a file still growing is cut there). */
  async file(name: string, source: string, mode = 0o600): Promise<void> {
    const { size } = await fs.promises.stat(source);
    await write(this.out, header({ name, type: 'file', size, mode }));
    let written = 0;
    if (size > 0) {
      for await (const chunk of fs.createReadStream(source, { end: size - 1 })) {
        written += (chunk as Buffer).length;
        await write(this.out, chunk as Buffer);
      }
    }
    if (written !== size) throw new Error(`${source} shrank while it was archived`);
    await this.pad(size);
  }

  /** A directory tree on disk under `name`, directories first. */
  async tree(name: string, source: string): Promise<number> {
    let files = 0;
    await this.directory(name);
    for (const child of (await fs.promises.readdir(source, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const from = path.join(source, child.name);
      if (child.isDirectory()) files += await this.tree(`${name}/${child.name}`, from);
      else if (child.isFile()) {
        await this.file(`${name}/${child.name}`, from);
        files += 1;
      }
    }
    return files;
  }

  /** The end of the archive: two zero blocks. */
  async finish(): Promise<void> {
    await write(this.out, Buffer.alloc(BLOCK * 2));
    this.out.end();
    await once(this.out, 'finish');
  }

  private async pad(size: number): Promise<void> {
    const rest = size % BLOCK;
    if (rest) await write(this.out, Buffer.alloc(BLOCK - rest));
  }
}

function parseHeader(block: Buffer): TarEntry | null {
  if (block.every((b) => b === 0)) return null;
  const text = (start: number, length: number) => block.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i];
  if (parseInt(text(148, 8).trim(), 8) !== sum) throw new Error('not a backup archive (bad tar header checksum)');
  const prefix = text(345, 155);
  const name = (prefix ? `${prefix}/` : '') + text(0, 100);
  const flag = text(156, 1);
  const type = flag === '5' ? 'directory' : flag === '0' || flag === '' ? 'file' : null;
  if (!type) throw new Error(`unsupported entry in the archive: ${name}`);
  return { name: name.replace(/\/$/, ''), type, size: parseInt(text(124, 12).trim() || '0', 8), mode: parseInt(text(100, 8).trim() || '0', 8) };
}

/**
 * Reads an archive entry by entry. For each entry `onEntry` says where its bytes go: a writable
 * stream (ended by the reader), `'buffer'` to get them in memory (small entries), or null to skip.
 */
export async function readTar(
  input: Readable,
  onEntry: (entry: TarEntry) => Promise<Writable | 'buffer' | null> | Writable | 'buffer' | null,
  onBuffer: (entry: TarEntry, bytes: Buffer) => Promise<void> | void = () => undefined,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let entry: TarEntry | null = null;
  let remaining = 0; // bytes of the current entry still to come
  let padding = 0;
  let sink: Writable | 'buffer' | null = null;
  let collected: Buffer[] = [];
  let ended = false;
  for await (const chunk of input) {
    pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    while (!ended) {
      if (entry) {
        const take = Math.min(remaining, pending.length);
        const part = pending.subarray(0, take);
        if (sink === 'buffer') collected.push(Buffer.from(part));
        else if (sink && take) await write(sink, part);
        pending = pending.subarray(take);
        remaining -= take;
        if (remaining > 0) break;
        if (pending.length < padding) break;
        pending = pending.subarray(padding);
        if (sink === 'buffer') await onBuffer(entry, Buffer.concat(collected));
        else if (sink) {
          sink.end();
          await once(sink, 'finish');
        }
        entry = null;
        sink = null;
        collected = [];
        continue;
      }
      if (pending.length < BLOCK) break;
      const next = parseHeader(pending.subarray(0, BLOCK));
      pending = pending.subarray(BLOCK);
      if (!next) {
        ended = true;
        break;
      }
      entry = next;
      remaining = next.type === 'file' ? next.size : 0;
      padding = remaining % BLOCK ? BLOCK - (remaining % BLOCK) : 0;
      sink = await onEntry(next);
    }
  }
  if (!ended) throw new Error('the archive is truncated (no end marker): the backup is incomplete');
}
