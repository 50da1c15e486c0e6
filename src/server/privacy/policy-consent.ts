import type { Db } from '../db/create-database.ts';
import { POLICY_VERSION } from './policy-version.ts';
import { logPrivacyStep } from './privacy-log.ts';

/**
 * Records that the user accepted this version of the terms and privacy notice (again: the first time stands),
 * and logs the acceptance in the privacy log.
 */
export async function recordPolicyConsent(db: Db, userId: number, acceptedAt: Date, version = POLICY_VERSION): Promise<void> {
  const accepted = await db
    .insertInto('policy_consents')
    .values({ user_id: userId, version, accepted_at: acceptedAt })
    .onConflict((oc) => oc.columns(['user_id', 'version']).doNothing())
    .returning('version')
    .executeTakeFirst();
  if (accepted) await logPrivacyStep(db, userId, 'consent.policy', userId, { version }, acceptedAt);
}

/** Moves every acceptance of the user to `version`, as if the notice had changed since (the test routes only). */
export async function moveAcceptedPolicyVersion(db: Db, userId: number, version: string): Promise<void> {
  await db.updateTable('policy_consents').set({ version }).where('user_id', '=', userId).execute();
}
