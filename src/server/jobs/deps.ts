import type { AppDeps } from '../fastify-types.ts';
import type { OpsSettings } from './settings.ts';

/** What jobs, matching and notifications need: the app's dependencies plus the operations settings. */
export type OpsDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'storage'> & { settings: OpsSettings };
