import { hashToken } from '../auth/tokens.ts';
import type { Db } from '../db/create-database.ts';
import { HttpError } from '../errors.ts';
import { recommendationErrors } from './messages.ts';

/**
 * The friend's "stop": the address the link was mailed to goes on the suppression list (invitation_addresses, by the
 * hash of the normalised address), which every later invitation checks. The link never expires and may be followed
 * again: the first date stays. The list is not the recommender's: her erasure leaves it.
 */
export async function unsubscribeFromInvitations(db: Db, token: string, now: Date): Promise<void> {
  const link = await db
    .selectFrom('invitation_unsubscribe_tokens')
    .select('address_hash')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!link) throw new HttpError(404, recommendationErrors.unsubscribeLinkInvalid);
  await db
    .updateTable('invitation_addresses')
    .set({ unsubscribed_at: now })
    .where('address_hash', '=', link.address_hash)
    .where('unsubscribed_at', 'is', null)
    .execute();
}
