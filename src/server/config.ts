import { z } from 'zod';
import { clusterEnv, clusterSettingsOf, type ClusterSettings } from './cluster/settings.ts';
import { opsEnv, opsSettingsOf, type OpsSettings } from './jobs/settings.ts';

// Every setting is an environment variable, read here once (docs/ops.md, "Settings"); defaults give a working product
// on a laptop with no setup. The areas with settings of their own declare them beside their code.
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))
  .pipe(z.url().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: optionalUrl,
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default('Medilink <no-reply@medilink.ro>'),
    PUBLIC_URL: optionalUrl,
    RECRUITER_APP_URL: optionalUrl,
    BRAND_NAME: z.string().min(1).default('Medilink'),
    VIDEO_ROOM_BASE_URL: z.url({ protocol: /^https$/ }).default('https://meet.jit.si/'),
    CARE_PHONE: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{6,18}[0-9]$/)
      .optional(),
    CARE_EMAIL: z.email().default('suport@medilink.ro'),
    SEED_DEMO: flag,
    ANALYTICS_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
    TRUST_PROXY: flag,
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
    TEST_NOW: z.iso.datetime({ offset: true }).optional(),
    REDIS_URL: optionalUrl,
    RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(24),
    // A P-256 key pair, base64url (the public key as its 65 uncompressed bytes, the private as its 32): `npx web-push
    // generate-vapid-keys` writes one. Both or neither: without them the server makes a pair once and keeps it in the
    // database (src/server/web-push/vapid-keys.ts).
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/)
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/)
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/)
      .optional(),
    ...opsEnv.shape,
    ...clusterEnv.shape,
  })
  .refine((e) => !e.VAPID_PUBLIC_KEY === !e.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
  });

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL connection string; absent means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema (search_path) used for every table; tests isolate runs with it. */
  databaseSchema: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Origin the browser uses, for links in mail (e.g. https://medilink.ro). */
  publicUrl: string;
  /** External recruiter app; undefined = the built-in company workspace. */
  recruiterAppUrl: string | undefined;
  brandName: string;
  /** The video provider virtual interviews meet on: each gets a room under it (src/server/interviews/video-room.ts). */
  videoRoomBaseUrl: string;
  /** Where the product sends people to customer care: a phone (shown only when set) and an email. */
  carePhone: string | undefined;
  careEmail: string;
  seedDemo: boolean;
  analyticsUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDistDir: string;
  trustProxy: boolean;
  /** Requests per minute and IP on /api (0 disables; login has its own stricter failure limit). */
  rateLimitPerMinute: number;
  /** NODE_ENV=test only: the instant the browser suites' clock starts at (TEST_NOW), so a run at any date is reproducible. */
  testNow: Date | undefined;
  /** Redis for the request rate limit shared by several instances (unset: the database, or memory on PGlite). */
  redisUrl: string | undefined;
  /** GDPR retention: personal data of processes archived, and accounts unused, this many months is removed. */
  retentionMonths: number;
  /**
   * Web Push's VAPID identity (RFC 8292): the key pair from the environment, or undefined to use the one the database
   * keeps; the subject push services may write to (a mailto: or https: URL).
   */
  vapid: { keys: { publicKey: string; privateKey: string } | undefined; subject: string };
  /** Jobs and matching. */
  ops: OpsSettings;
  /** Event streams and shutdown. */
  cluster: ClusterSettings;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    dataDir: e.DATA_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    recruiterAppUrl: e.RECRUITER_APP_URL?.replace(/\/+$/, ''),
    brandName: e.BRAND_NAME,
    videoRoomBaseUrl: e.VIDEO_ROOM_BASE_URL.endsWith('/') ? e.VIDEO_ROOM_BASE_URL : `${e.VIDEO_ROOM_BASE_URL}/`,
    carePhone: e.CARE_PHONE,
    careEmail: e.CARE_EMAIL,
    seedDemo: e.SEED_DEMO,
    analyticsUrl: e.ANALYTICS_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    testNow: e.NODE_ENV === 'test' && e.TEST_NOW ? new Date(e.TEST_NOW) : undefined,
    redisUrl: e.REDIS_URL,
    retentionMonths: e.RETENTION_MONTHS,
    vapid: {
      keys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.CARE_EMAIL}`,
    },
    ops: opsSettingsOf(e, e.NODE_ENV),
    cluster: clusterSettingsOf(e, e.NODE_ENV),
  };
}
