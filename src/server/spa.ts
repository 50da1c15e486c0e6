import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { notFoundBody } from './errors.ts';
import { publicConfig } from './routes/config.ts';
import { htmlByRoute, type RoutePreload } from './spa-preload.ts';
import { defineRoute, type Route } from './routes/define-route.ts';
import { MANIFEST_FILE, webAppManifest, webAppManifestRoute } from './web-app.ts';

/** The id of the JSON the SPA reads its runtime configuration from (src/web/lib/config/runtime-config.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/**
 * index.html with the deployment settings inside, so the SPA needs no /api/config round trip before it routes. A
 * `type="application/json"` script is data, never executed, so the strict CSP (script-src 'self') allows it; `<` is
 * escaped so no value can close the element.
 */
export function htmlWithRuntimeConfig(html: string, config: object): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
  const at = html.indexOf('<script');
  return at === -1 ? html + element : html.slice(0, at) + element + html.slice(at);
}

/** What the SPA's own routes answer, read once at start from the build. */
export type SpaSite = {
  /** index.html for a client route, with the configuration and that route's chunks to preload. */
  pageFor: (pathname: string) => string;
  /** The installable app's manifest (web-app.ts); null when the build has none. */
  manifest: string | null;
};

/**
 * The SPA under /app/: its not-found answer and the build's static files (hashed assets, icons, the service worker).
 * Gives what its own routes (spaRoutes, registered by the route table) answer with; null without a build.
 */
export async function registerSpa(app: FastifyInstance, config: Config): Promise<SpaSite | null> {
  const root = resolve(config.webDistDir);
  const indexFile = join(root, 'index.html');
  const html = existsSync(indexFile) ? htmlWithRuntimeConfig(readFileSync(indexFile, 'utf8'), publicConfig(config)) : null;
  app.setNotFoundHandler((request, reply) => {
    // A page outside the app's base path that a person opened (an old link, /offers/12 typed without /app): the app
    // under the same path, which shows the page or its own not-found view with a way home, not a JSON error.
    if (html && isPageOutsideApp(request.method, request.url, request.headers.accept)) return reply.redirect(`/app${request.url}`, 302);
    return reply.status(404).send(notFoundBody(request.locale));
  });
  if (!html) {
    app.log.warn({ root }, 'built SPA not found: run `npm run build` to serve /app/');
    return null;
  }
  // Each route's chunks, listed by the build (src/web/tools/route-preload-plugin.ts); without the list, every route
  // gets the plain page.
  const preloadFile = join(root, 'route-preloads.json');
  const preloads = existsSync(preloadFile) ? (JSON.parse(readFileSync(preloadFile, 'utf8')) as RoutePreload[]) : [];
  // The build lists every client route: those with a token (/app/password/reset/:token) join the log's redaction.
  for (const route of preloads) app.tokenUrls.addRoute(`/app/${route.path}`);
  const pageFor = htmlByRoute(html, preloads, '/app/');
  // The build writes .br and .gz beside every file (src/web/tools/precompress-plugin.ts).
  // Hashed assets never change: one wildcard route for them all (a route per file was ~1,300 routes held in memory
  // and set up at every start).
  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/app/assets/',
    index: false,
    preCompressed: true,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  // The few other files (favicon, icons, the service worker: a browser checks it for a new version at each visit)
  // are revalidated; one route each (read at start), so the history fallback (spaRoutes) can be a route of its own.
  await app.register(fastifyStatic, {
    root,
    prefix: '/app/',
    wildcard: false,
    globIgnore: ['assets/**', MANIFEST_FILE],
    index: false,
    preCompressed: true,
    decorateReply: false,
    setHeaders: (res) => res.header('cache-control', 'no-cache'),
  });
  return { pageFor, manifest: webAppManifest(config, root) };
}

const toApp = defineRoute({ method: 'GET', url: '/', handler: (_request, reply) => reply.redirect('/app/', 302) });

/** The site's own routes: redirects to the app, and with a build its manifest and its pages (the history fallback). */
export function spaRoutes(site: SpaSite | null): Route[] {
  const redirects = [toApp, { ...toApp, url: '/app' }];
  if (!site) return redirects;
  const { manifest, pageFor } = site;
  return [
    ...redirects,
    ...(manifest === null ? [] : [webAppManifestRoute(manifest)]),
    // History fallback: /app/ and /app/<client route> (no file extension) answer index.html, never cached so a deploy
    // is picked up at once, and compressed whatever its size; missing assets and API paths 404.
    defineRoute({
      method: 'GET',
      url: '/app/*',
      compress: { threshold: 0 },
      handler: (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '';
        if ((pathname.split('/').pop() ?? '').includes('.')) return reply.callNotFound();
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pageFor(pathname));
      },
    }),
  ];
}

/** A browser's navigation (it accepts HTML) to a path that is neither the app, nor the API, nor a file. */
export function isPageOutsideApp(method: string, url: string, accept: string | undefined): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (method !== 'GET' || !accept?.includes('text/html')) return false;
  if (/^\/(app|api)(\/|$)/.test(pathname)) return false;
  return !(pathname.split('/').pop() ?? '').includes('.');
}
