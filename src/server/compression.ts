import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * HTML and JSON over 1 KB leave compressed (brotli at a quick level, else gzip) by Accept-Encoding. The SPA's
 * built files are already compressed on disk (vite precompress plugin) and served as such by @fastify/static,
 * which sets Content-Encoding, so they pass through here untouched.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
