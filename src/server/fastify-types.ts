import type { I18n } from '@lingui/core';
import type { MemberRole } from '../../machines/member-roles.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/create-database.ts';
import type { Role } from './db/types.ts';
import type { Locale } from './i18n/i18n.ts';
import type { TokenUrls } from './logging/token-urls.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';

/** The company a company-side caller works for and their role in it (set for every company session). */
export type Membership = { companyId: number; memberRole: MemberRole };

/**
 * The caller, once its bearer token is verified; or the server's own work (jobs/system-actor.ts), whose `system`
 * makes it the hiring machine's `system` actor. No session sets `system`, so no request can act as the system.
 * A company user's session carries `member`: the company is `member.companyId`, never `userId`.
 */
export type Auth = { userId: number; role: Role; sessionId: number; system?: true; member?: Membership };

/** What every route and service needs; created once in buildApp. */
export type AppDeps = { config: Config; db: Db; clock: Clock; mailer: Mailer; storage: Storage };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The routes whose URLs carry a token, and the rule that masks it wherever a URL is written down. */
    tokenUrls: TokenUrls;
  }
  interface FastifyRequest {
    /** Locale negotiated from Accept-Language (ro-RO by default). */
    locale: Locale;
    /** Lingui instance for that locale: `request.i18n._({ id, message })`. */
    i18n: I18n;
    /** Null when no valid bearer token came with the request. */
    auth: Auth | null;
  }
}
