import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { defineRoute, type Route } from './routes/define-route.ts';

/** The built manifest's file name under the app's path (src/web/tools/pwa-plugin.ts). */
export const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * The installable app's manifest, as the build wrote it with the deployment's brand for its name: one build serves
 * every brand, as index.html gets the runtime configuration. Read once at start; null when the build has none.
 */
export function webAppManifest(config: Config, root: string): string | null {
  const file = join(root, MANIFEST_FILE);
  if (!existsSync(file)) return null;
  return JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as object), name: config.brandName, short_name: config.brandName });
}

/** The manifest's route: revalidated like index.html. */
export const webAppManifestRoute = (body: string): Route =>
  defineRoute({
    method: 'GET',
    url: `/app/${MANIFEST_FILE}`,
    handler: (_request, reply) => reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(body),
  });
