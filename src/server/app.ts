import { join } from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { serializerCompiler } from 'fastify-type-provider-zod';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { registerAuth } from './auth/plugin.ts';
import { type Clock, OffsetClock, systemClock } from './clock.ts';
import { registerCompression } from './compression.ts';
import type { Config } from './config.ts';
import type { Db } from './db/create-database.ts';
import { registerErrorHandler } from './errors.ts';
import './fastify-types.ts';
import { i18nFor, negotiateLocale } from './i18n/i18n.ts';
import { loggerOptions } from './logging/logger-options.ts';
import { createTokenUrls } from './logging/token-urls.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerJsonBodyParser } from './routes/json-body.ts';
import { registerRoutes } from './routes/route-table.ts';
import { jobWorkerPlugin } from './jobs/worker-plugin.ts';
import { dummyPasswordHash } from './auth/passwords.ts';
import { zodValidatorCompiler } from './routes/parse.ts';
import { tooManyRequests } from './lib/response-schemas.ts';
import { isRecord } from '../../machines/narrow.ts';
import { CV_MAX_BYTES } from './routes/cv/cv-file.ts';
import { createDiskStorage, type Storage } from './storage/storage.ts';
import { createDatabaseStorage } from './storage/database-storage.ts';
import { registerSpa } from './spa.ts';
import { registerRateLimit } from './cluster/rate-limit.ts';
import { registerCluster } from './cluster/plugin.ts';

export type BuildAppOptions = {
  config: Config;
  db: Db;
  mailer?: Mailer;
  clock?: Clock;
  storage?: Storage;
  /** 'postgres' = possibly one of several instances: files, limits and mail delivery are shared through it. */
  databaseKind?: 'pglite' | 'postgres';
  /** Overrides the logger built from config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Where log lines go (default stdout); tests capture them to check redaction. */
  logStream?: { write(line: string): void };
  /** Tools only: plugins that must see every route as it is added (scripts/openapi-document.ts adds @fastify/swagger). */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Tests only: sees every response as it is sent (tests/support checks its status is declared). */
  onSend?: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void;
};

/**
 * Route table as registered, for the contract test: e.g. { method: 'POST', url: '/api/login', declares: ['body'] },
 * where `declares` lists the parts of the request and answer the route gives a zod schema for.
 */
export type RegisteredRoute = { method: string; url: string; declares: string[]; responds: string[] };

const JSON_BODY_LIMIT = 256 * 1024;

// Fastify types its compiler factories after ajv's and fast-json-stringify's; the zod compilers are called the same way.
const zodSchemaController = {
  compilersFactory: { buildValidator: () => zodValidatorCompiler, buildSerializer: () => serializerCompiler },
} as unknown as FastifyServerOptions['schemaController'];

export type App = FastifyInstance & { routes: RegisteredRoute[] };

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  // Every route is learnt as it is added (onRoute below, and the SPA's client routes): tokens in their URLs never reach a log.
  const tokenUrls = createTokenUrls();
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel, tokenUrls, options.logStream),
    bodyLimit: JSON_BODY_LIMIT,
    // Fastify answers an undeclared 414 to a path parameter over 100 characters; Node's own 16 KB header limit
    // bounds URLs anyway, so a long one reaches validation and gets the usual field error.
    routerOptions: { maxParamLength: 16 * 1024 },
    trustProxy: config.trustProxy,
    // Routes declare their input and answers in zod: input is parsed like parseInput does, answers are serialised
    // from their declared schema, so a field the schema does not name never leaves the server. Given as the compilers'
    // factory (not set after), Fastify never loads its default ajv and fast-json-stringify (~120 modules) at start.
    schemaController: zodSchemaController,
  });

  const onSend = options.onSend;
  if (onSend) {
    app.addHook('onSend', async (request, reply, payload) => {
      onSend(request, reply, payload);
      return payload;
    });
  }

  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    tokenUrls.addRoute(route.url);
    // The rate limit (cluster/rate-limit.ts) may answer any /api route: declared once here, not on every route.
    const response = route.schema?.response;
    if (isRecord(response) && route.url.startsWith('/api')) response[429] ??= tooManyRequests;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const declares = Object.entries(route.schema ?? {})
      .filter(([, schema]) => schema !== undefined)
      .map(([part]) => part);
    const responds = isRecord(response) ? Object.keys(response) : [];
    for (const method of methods) {
      if (method !== 'HEAD' && route.url.startsWith('/api') && !route.url.startsWith('/api/test/'))
        routes.push({ method, url: route.url, declares, responds });
    }
  });

  const shared = (options.databaseKind ?? (config.databaseUrl ? 'postgres' : 'pglite')) === 'postgres';
  const mailer = options.mailer ?? createMailer({ db, clock, log: app.log, from: config.mailFrom, smtpUrl: config.smtpUrl, rowLocks: shared });
  const storage = options.storage ?? (shared ? createDatabaseStorage(db, clock) : createDiskStorage(join(config.dataDir, 'files')));
  app.decorate('deps', { config, db, clock, mailer, storage });
  app.decorate('tokenUrls', tokenUrls);
  app.addHook('onClose', () => mailer.idle());

  app.decorateRequest('locale', 'ro-RO');
  app.decorateRequest('i18n', null as never);
  app.addHook('onRequest', async (request) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
    request.i18n = i18nFor(request.locale);
  });
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerAuth(app);
  await options.beforeRoutes?.(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine injects <style> tags and React sets style attributes at runtime; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The installable app: its service worker and manifest come from the app itself (src/server/web-app.ts).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.nodeEnv === 'production',
  });

  await registerCompression(app);
  await app.register(multipart, { limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  await registerRateLimit(app, { config, db, clock, shared });
  await registerCluster(app);

  // Computed now rather than on the first unknown-email login, whose answer would otherwise take twice as long.
  await dummyPasswordHash();
  const site = await registerSpa(app, config);
  // The test routes come with the browser suites' movable clock only (NODE_ENV=test), never in development or production.
  const testClock = config.nodeEnv === 'test' && clock instanceof OffsetClock ? clock : undefined;
  await registerRoutes(app, { site, testClock });
  // The job worker runs beside the routes, started and stopped with the server (off in tests and with JOBS_WORKER=0).
  await app.register(jobWorkerPlugin);

  // Not returned as is: the instance is thenable (awaiting it waits for ready), so the async return type would lose `routes`.
  const built: App = Object.assign(app, { routes });
  return built;
}
