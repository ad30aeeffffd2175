import os from 'node:os';
import argon2 from 'argon2';
import { HttpError } from '../http/errors';
import { say } from '../http/messages';

/**
 * Hashing is slow on purpose and runs on libuv's thread pool: left unbounded, a flood of sign-in
 * attempts takes every core and starves the rest of the API. At most `HASH_CONCURRENCY` hashes run
 * at once (half the cores, at least one); a few more wait their turn, and past that the attempt is
 * refused with 503 instead of queueing without end.
 */
const HASH_CONCURRENCY = Math.max(1, Math.floor(os.availableParallelism() / 2));
const HASH_QUEUE_LIMIT = 8 * HASH_CONCURRENCY;
/** How many attempts may be hashing or waiting at once on this machine; more are refused. */
export const HASH_CAPACITY = HASH_CONCURRENCY + HASH_QUEUE_LIMIT;
let running = 0;
const waiting: (() => void)[] = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE_LIMIT) {
      throw new HttpError(503, say('busyCheckingPasswords'), undefined, { 'retry-after': '1' });
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next waiter; otherwise it is freed.
    if (next) next();
    else running -= 1;
  }
}

/** Admin and customer passwords: argon2id, salted, slow on purpose. */
export const hashPassword = (password: string) => bounded(() => argon2.hash(password, { type: argon2.argon2id }));

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return bounded(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

/** Verified against when the identity is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-valid');
  return decoyHash;
}
