import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

/** The built manifest's file name under the app's path (src/web/tools/pwa-plugin.ts). */
export const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * The installable app's manifest, as the build wrote it with the deployment's brand for its name: one build serves
 * every brand, as index.html gets the runtime configuration. Read once at start; revalidated like index.html.
 */
export function registerWebAppManifest(app: FastifyInstance, config: Config, root: string): void {
  const file = join(root, MANIFEST_FILE);
  if (!existsSync(file)) return;
  const body = JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as object), name: config.brandName, short_name: config.brandName });
  app.get(`/app/${MANIFEST_FILE}`, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(body),
  );
}
