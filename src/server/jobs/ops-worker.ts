import type { FastifyInstance } from 'fastify';
import { loggingTransport, type ChannelTransport } from '../notifications/channels.ts';
import type { OpsDeps } from './deps.ts';
import { OPS_PERIODIC, opsHandlers } from './handlers.ts';
import { createWorker, type Worker } from './worker.ts';

/** The operations dependencies of an app (its settings are the config's). */
export function opsDepsOf(app: Pick<FastifyInstance, 'deps'>): OpsDeps {
  const { db, clock, config, mailer, storage } = app.deps;
  return { db, clock, config, mailer, storage, settings: config.ops };
}

/** A worker running every operations job; tests create one on their app and call runDue with a ManualClock. */
export function createOpsWorker(app: FastifyInstance, deps: OpsDeps = opsDepsOf(app), transport?: ChannelTransport): Worker {
  return createWorker({
    db: deps.db,
    clock: deps.clock,
    handlers: opsHandlers(deps, transport ?? loggingTransport(app.log)),
    periodic: OPS_PERIODIC,
    log: app.log,
  });
}
