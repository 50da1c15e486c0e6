import type { FastifyInstance } from 'fastify';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import { createPushHub, type PushHub } from './push-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ready or draining (see drainAndClose); streams let go when draining starts. */
    lifecycle: Lifecycle;
    push: PushHub;
  }
}

/**
 * Registers, on the root instance, what makes an instance one of many: the ready/draining state, the push hub
 * (LISTEN on PostgreSQL when the app has DATABASE_URL, polling otherwise). Its routes (stream-routes.ts) are in the
 * route table.
 */
export async function registerCluster(app: FastifyInstance): Promise<void> {
  const { config, db } = app.deps;
  const lifecycle = createLifecycle();
  const hub = createPushHub({
    db,
    log: app.log,
    ...(config.databaseUrl ? { listen: { url: config.databaseUrl, schema: config.databaseSchema } } : {}),
  });
  app.decorate('lifecycle', lifecycle);
  app.decorate('push', hub);
  app.addHook('onReady', () => hub.start());
  // Streams never end by themselves: close them (with a retry hint) before Fastify waits for open requests.
  app.addHook('preClose', async () => lifecycle.drain());
  app.addHook('onClose', () => hub.stop());
}

/** SIGTERM: answer "draining" for a moment so the balancer stops sending, then finish what is in flight and stop. */
export async function drainAndClose(app: FastifyInstance): Promise<void> {
  app.lifecycle.drain();
  const { drainDelayMs } = app.deps.config.cluster;
  if (drainDelayMs) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
  await app.close();
}
