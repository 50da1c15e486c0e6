import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../fastify-types.ts';

/**
 * Stores an uploaded file under a new key and lets `swap` point its row at it in one transaction, returning the key
 * the row held before. A new key per upload: if the swap fails the new file goes; once it committed the old one
 * goes, so a row never points at a missing file.
 */
export async function storeReplacing(
  storage: AppDeps['storage'],
  prefix: string,
  extension: string,
  data: Buffer,
  swap: (key: string) => Promise<string | null>,
): Promise<string> {
  // Random alone: a key says nothing of when or by whom, and needs no clock.
  const key = `${prefix}/${randomBytes(12).toString('hex')}.${extension}`;
  await storage.put(key, data);
  const previous = await swap(key).catch(async (err: unknown) => {
    await storage.delete(key);
    throw err;
  });
  if (previous) await storage.delete(previous);
  return key;
}
