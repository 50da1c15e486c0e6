import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { errnoCode } from '../lib/errno.ts';

// Small interface so an S3 implementation can replace the disk one later without touching routes.
export interface Storage {
  /** Writes atomically: readers see the old content or the new one, never a partial file. */
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** Keys are relative, lower-case paths: never absolute, never `..`, whatever the backend. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

export function createDiskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const path = resolve(base, key);
    if (!isStorageKey(key) || !path.startsWith(base + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = join(dirname(path), `.${randomBytes(8).toString('hex')}.tmp`);
      await writeFile(tmp, data);
      await rename(tmp, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if (errnoCode(err) === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
