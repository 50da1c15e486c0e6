import { type Kysely, sql } from 'kysely';

// Two words of the hiring machine that told one side something false, brought to the stored processes (their
// snapshot, state and both statuses; the event log keeps the state names it was written with):
// - an offer the server expired (its closing event system.expireOffer) left `archived.candidateAbandoned`, read as
//   "you stopped this process" and "the candidate withdrew"; it now has its own ending, `archived.offerExpired`;
// - interview times on the company's side of the table (`interview.companyChoosing`) were listed as "interview
//   proposed", the candidate's turn; they now read 'candidate proposed times'.
// The snapshots keep their shape (the machine's version stays 2): only their state and statuses change.
// updated_at stays: the offer jobs count from it.

const EXPIRED = sql`state = 'archived.candidateAbandoned' and snapshot #>> '{context,closing,event}' = 'system.expireOffer'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update processes
    set snapshot = jsonb_set(snapshot, '{value}', '{"archived": "offerExpired"}'),
        state = 'archived.offerExpired', candidate_status = 'OfferExpired', company_status = 'offer expired'
    where ${EXPIRED}`.execute(db);
  await sql`update processes set company_status = 'candidate proposed times' where state = 'interview.companyChoosing'`.execute(db);
}

/** Back to the old words: the statuses the previous machine gave each of these states. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update processes
    set snapshot = jsonb_set(snapshot, '{value}', '{"archived": "candidateAbandoned"}'),
        state = 'archived.candidateAbandoned', candidate_status = 'CandidateNegativeFeedback', company_status = 'negative feedback'
    where state = 'archived.offerExpired'`.execute(db);
  await sql`
    update processes
    set company_status = case
      when (snapshot #>> '{context,rescheduled}')::boolean then 'reschedule proposed'
      when (snapshot #>> '{context,followUp}')::boolean then 'follow-up requested'
      else 'interview proposed' end
    where state = 'interview.companyChoosing'`.execute(db);
}
