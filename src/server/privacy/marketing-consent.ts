import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.ts';
import { logPrivacyStep } from './privacy-log.ts';

/**
 * The version of the marketing opt-in's wording ("I would like to receive news…", on the registration forms and
 * the profile). Change it when that wording changes; rows keep the version each user agreed to.
 */
export const MARKETING_CONSENT_VERSION = '2026-11-25';

export const marketingConsentResponse = z.object({
  opted_in: z.boolean(),
  version: z.string().nullable(),
  since: z.string().nullable(),
});
export type MarketingConsent = z.infer<typeof marketingConsentResponse>;

/** Whether the user agrees to marketing messages now, to which wording, since when. */
export async function marketingConsentOf(db: Kysely<Database>, userId: number): Promise<MarketingConsent> {
  const open = await db
    .selectFrom('marketing_consents')
    .select(['version', 'given_at'])
    .where('user_id', '=', userId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return { opted_in: !!open, version: open?.version ?? null, since: open?.given_at.toISOString() ?? null };
}

/**
 * Gives or withdraws the marketing consent (its own, never bundled with the terms); a change is logged in the
 * privacy log, asking for the state already in force changes nothing. Call it inside the caller's transaction.
 */
export async function setMarketingConsent(trx: Kysely<Database>, userId: number, optedIn: boolean, now: Date): Promise<void> {
  if (optedIn) {
    const given = await trx
      .insertInto('marketing_consents')
      .values({ user_id: userId, version: MARKETING_CONSENT_VERSION, given_at: now })
      .onConflict((oc) => oc.column('user_id').where('withdrawn_at', 'is', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (given) await logPrivacyStep(trx, userId, 'consent.marketingGiven', userId, { version: MARKETING_CONSENT_VERSION }, now);
    return;
  }
  const withdrawn = await trx
    .updateTable('marketing_consents')
    .set({ withdrawn_at: now })
    .where('user_id', '=', userId)
    .where('withdrawn_at', 'is', null)
    .returning('version')
    .executeTakeFirst();
  if (withdrawn) await logPrivacyStep(trx, userId, 'consent.marketingWithdrawn', userId, { version: withdrawn.version }, now);
}

/** The person's own change of their marketing consent, with its privacy-log entry in one transaction. */
export async function changeMarketingConsent(db: Kysely<Database>, userId: number, optedIn: boolean, now: Date): Promise<void> {
  await db.transaction().execute((trx) => setMarketingConsent(trx, userId, optedIn, now));
}
