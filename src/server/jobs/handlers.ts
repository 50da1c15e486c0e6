import { offerAnswerDeadline, offerReminderAt, proposalAnswerDeadline, type StoredHiringSnapshot } from '../../../machines/index.ts';
import { describeTerms } from '../../../machines/post-terms.ts';
import { RESET_JOB, sendResetMail } from '../accounts/password-reset.ts';
import { type Locale, translate } from '../i18n/i18n.ts';
import { formatWhen } from '../i18n/when.ts';
import { queueMail } from '../mail/outbox.ts';
import { roomLine } from '../interviews/video-room.ts';
import { runNeedMatching } from '../matching/run-matching.ts';
import { needTerms } from '../needs/terms-gate.ts';
import { WITHDRAW_JOB, withdrawOpenProcesses } from '../needs/withdraw-open-processes.ts';
import { pruneClusterState } from '../cluster/prune.ts';
import { careAgentRecipients } from '../care/care-agents.ts';
import { careTexts, offerTexts } from '../notifications/messages.ts';
import { RETENTION_ERASE_JOB, eraseIfStillUnused, runRetention } from '../privacy/retention.ts';
import { notifyParty } from '../notifications/notify-party.ts';
import { loadProcessParties, type Party, type ProcessParties } from '../notifications/process-parties.ts';
import { subjectFor } from '../notifications/process-notifications.ts';
import { renderMail } from '../notifications/render-mail.ts';
import { deliverChannelMessages, type ChannelTransport } from '../notifications/channels.ts';
import { sendFriendInvitation } from '../notifications/friend-invitation.ts';
import { applyEvent } from '../workflow/engine.ts';
import type { OpsDeps } from './deps.ts';
import { deferUntil } from './offer-jobs.ts';
import { enqueueJob } from './queue.ts';
import { sweepDeadlines } from './sweep.ts';
import { licenceExpiryHandlers } from '../licences/expiry-jobs.ts';
import { INSIGHT_PERIODIC, insightHandlers } from '../insight/insight-jobs.ts';
import { systemAuth } from './system-actor.ts';
import type { FinalOfferJob, JobHandlers, PeriodicJobs, ProcessJob } from './job-payloads.ts';
import { WEB_PUSH_JOB } from '../web-push/enqueue.ts';
import { sendWebPush } from '../web-push/send.ts';
import { midSentence } from '../../../machines/mid-sentence.ts';

/** The process a deadline job was queued for, or undefined when it has moved on since (then the job does nothing). */
async function stillAt(deps: OpsDeps, job: { payload: ProcessJob }, state: string) {
  const p = job.payload;
  const row = await deps.db.selectFrom('processes').selectAll().where('id', '=', p.processId).executeTakeFirst();
  if (!row || row.state !== state || row.version !== p.version) return undefined;
  return row;
}

/**
 * When the candidate's time to answer the offer began, as the machine knows it (its expiry guard counts from it): the
 * offer's creation, or care reopening it.
 */
const offeredAtOf = (row: { snapshot: StoredHiringSnapshot }) => new Date(row.snapshot.context.offeredAt);

/** The process of a final-offer job while it still waits for an answer with the validity the job was queued for. */
async function finalOfferStillWaiting(deps: OpsDeps, job: { payload: FinalOfferJob }) {
  const p = job.payload;
  const row = await deps.db.selectFrom('processes').selectAll().where('id', '=', p.processId).executeTakeFirst();
  const offer = row?.snapshot.context.finalOffer;
  if (!row || row.state !== 'finalOffer' || offer?.validUntil !== p.validUntil) return undefined;
  return row;
}

async function noticeCandidate(deps: OpsDeps, processId: number, kind: string, body: (p: ProcessParties, party: Party) => string, deadline?: string) {
  const parties = await loadProcessParties(deps.db, deps.config, processId);
  const party = parties.candidate;
  await deps.db
    .transaction()
    .execute((trx) =>
      notifyParty(
        trx,
        deps.config,
        party,
        { kind, subject: subjectFor(deps.config, parties, party), body: body(parties, party), ...(deadline ? { deadline } : {}) },
        deps.clock.now(),
      ),
    );
  deps.mailer.deliverSoon();
}

// Each offer text names the post mid-sentence ("… caută medic specialist … în Cluj").
const offerValues = (p: ProcessParties, party: Party) => ({
  company: p.companyName,
  position: midSentence(p.position(party.locale), party.locale),
  city: p.city,
});

/** Every job kind of the operations area, bound to the app's dependencies. */
export function opsHandlers(deps: OpsDeps, transport: ChannelTransport): JobHandlers {
  const { db, clock, config } = deps;
  return {
    'offer.notify': async (job) => {
      const row = await stillAt(deps, job, 'offered');
      if (!row) return;
      const deadline = offerAnswerDeadline(offeredAtOf(row)).toISOString();
      const terms = await needTerms(db, row.need_id);
      // Pay and working time come with the offer itself, so the candidate weighs them before she answers.
      await noticeCandidate(deps, job.payload.processId, 'offer.new', (p, party) =>
        [
          translate(party.locale, offerTexts.newOffer, { ...offerValues(p, party), when: formatWhen(party.locale, deadline) }),
          terms
            ? translate(party.locale, offerTexts.terms, { terms: describeTerms(terms, party.locale, (m, v) => translate(party.locale, m, v)) })
            : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    },
    'offer.remind': async (job) => {
      const row = await stillAt(deps, job, 'offered');
      if (!row || (await deferUntil(db, job, offerReminderAt(offeredAtOf(row)), clock.now()))) return;
      const deadline = offerAnswerDeadline(offeredAtOf(row)).toISOString();
      await noticeCandidate(
        deps,
        job.payload.processId,
        'offer.reminder',
        (p, party) => translate(party.locale, offerTexts.reminder, { ...offerValues(p, party), when: formatWhen(party.locale, deadline) }),
        deadline,
      );
    },
    'offer.expire': async (job) => {
      const row = await stillAt(deps, job, 'offered');
      if (!row || (await deferUntil(db, job, offerAnswerDeadline(offeredAtOf(row)), clock.now()))) return;
      await applyEvent(deps, {
        processId: row.id,
        auth: await systemAuth(db),
        locale: 'ro-RO',
        body: { type: 'system.expireOffer', payload: {}, expectedVersion: row.version },
      });
      deps.mailer.deliverSoon();
    },
    'finalOffer.remind': async (job) => {
      const row = await finalOfferStillWaiting(deps, job);
      if (!row) return;
      const { validUntil } = job.payload;
      await noticeCandidate(
        deps,
        row.id,
        'finalOffer.reminder',
        (p, party) =>
          translate(party.locale, offerTexts.finalOfferReminder, { ...offerValues(p, party), when: formatWhen(party.locale, validUntil) }),
        validUntil,
      );
    },
    // At the end of its validity the unanswered final offer is archived through the machine; the engine tells both sides.
    'finalOffer.expire': async (job) => {
      const row = await finalOfferStillWaiting(deps, job);
      const { validUntil } = job.payload;
      if (!row || (await deferUntil(db, job, new Date(validUntil), clock.now()))) return;
      await applyEvent(deps, {
        processId: row.id,
        auth: await systemAuth(db),
        locale: 'ro-RO',
        body: { type: 'system.expireFinalOffer', payload: {}, expectedVersion: row.version },
      });
      await deps.mailer.flush();
    },
    'interview.remind': async (job) => {
      const row = await stillAt(deps, job, 'interview.scheduled');
      const at = job.payload.scheduledAt;
      if (!row || !at || row.snapshot.context.scheduledAt !== at) return;
      const parties = await loadProcessParties(db, config, row.id);
      await db.transaction().execute(async (trx) => {
        for (const party of [parties.candidate, ...parties.companyPeople]) {
          const when = formatWhen(party.locale, at);
          const notice = {
            kind: 'interview.reminder',
            subject: translate(party.locale, offerTexts.interviewReminderSubject, { brand: config.brandName, when }),
            body: [
              translate(party.locale, offerTexts.interviewReminder, { ...offerValues(parties, party), when }),
              roomLine(party.locale, row.snapshot.context),
            ]
              .filter(Boolean)
              .join('\n\n'),
          };
          await notifyParty(trx, config, party, notice, clock.now());
        }
      });
      deps.mailer.deliverSoon();
    },
    'proposal.flag': async (job) => {
      const p = job.payload;
      const row = await deps.db
        .selectFrom('processes')
        .select(['state', 'version', 'snapshot', 'updated_at'])
        .where('id', '=', p.processId)
        .executeTakeFirst();
      if (!row || row.version !== p.version || !row.state.startsWith('interview.') || row.state === 'interview.scheduled') return;
      const { options } = row.snapshot.context;
      if (await deferUntil(db, job, proposalAnswerDeadline(row.updated_at, options), clock.now())) return;
      await flagProposal(deps, p.processId, p.version);
    },
    'matching.need': async (job) => {
      await runNeedMatching(deps, job.payload.needId);
    },
    'matching.daily': async (job) => {
      const day = job.run_at.toISOString().slice(0, 10);
      const needs = await db.selectFrom('needs').select('id').where('archived', '=', false).execute();
      for (const n of needs) {
        await enqueueJob(
          db,
          { kind: 'matching.need', payload: { needId: n.id }, runAt: clock.now(), dedupKey: `matching.need:${n.id}:${day}` },
          clock.now(),
        );
      }
    },
    'deadlines.sweep': async () => sweepDeadlines(db, clock.now()),
    'friend.invite': async (job) => {
      await sendFriendInvitation({ db, config, mailer: deps.mailer, now: clock.now() }, job.payload.recommendationId);
    },
    'channels.deliver': async () => void (await deliverChannelMessages(db, clock, transport)),
    [WEB_PUSH_JOB]: async (job) => void (await sendWebPush(deps, job.id, job.payload)),
    // Starts the retry of undelivered mail; the loop runs beside the queue, never holding a worker for a backlog.
    'mail.flush': async () => deps.mailer.deliverSoon(),
    'cluster.prune': async () => void (await pruneClusterState(db, clock.now())),
    // GDPR retention (docs/privacy.md): once a day; each account's erasure is a job of its own, retried alone.
    'retention.daily': async () => runRetention(deps),
    [RETENTION_ERASE_JOB]: async (job) => {
      await eraseIfStillUnused(deps, job.payload.userId);
    },
    // Only when the request that queued it died before mailing; the reset link is then not logged (no request log).
    [RESET_JOB]: async (job) => sendResetMail(deps, job.payload, { info: () => {} }),
    ...licenceExpiryHandlers(deps),
    ...insightHandlers(deps),
    [WITHDRAW_JOB]: async (job) => {
      await withdrawOpenProcesses(deps, job.payload);
      deps.mailer.deliverSoon();
    },
  };
}

/** Jobs that come back by themselves: kind → period. */
export const OPS_PERIODIC: PeriodicJobs = {
  'deadlines.sweep': 5 * 60_000,
  'matching.daily': 24 * 60 * 60_000,
  'channels.deliver': 60_000,
  'mail.flush': 60_000,
  'cluster.prune': 60 * 60_000,
  'retention.daily': 24 * 60 * 60_000,
  ...INSIGHT_PERIODIC,
};

/** A proposal nobody answered for 48 h: one open flag in the care console and a mail to every care agent. */
async function flagProposal(deps: OpsDeps, processId: number, version: number): Promise<void> {
  const { db, clock, config } = deps;
  const parties = await loadProcessParties(db, config, processId);
  const agents = await careAgentRecipients(db);
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    const flag = await trx
      .insertInto('care_flags')
      .values({ process_id: processId, kind: 'proposalUnanswered', dedup_key: `proposalUnanswered:${processId}:${version}`, created_at: now })
      .onConflict((oc) => oc.column('dedup_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!flag) return;
    for (const agent of agents) {
      const locale: Locale = agent.locale === 'en' ? 'en' : 'ro-RO';
      const values = { process: processId, position: parties.position(locale), company: parties.companyName, brand: config.brandName };
      const mail = renderMail({
        to: agent.email,
        locale,
        name: agent.full_name,
        subject: translate(locale, careTexts.proposalSubject, values),
        body: translate(locale, careTexts.proposal, values),
        link: `${config.publicUrl.replace(/\/$/, '')}/app/care/`,
        kind: 'care.proposalUnanswered',
        brand: config.brandName,
      });
      await queueMail(trx, mail, now);
    }
  });
  deps.mailer.deliverSoon();
}
