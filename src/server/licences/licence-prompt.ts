import type { Kysely } from 'kysely';
import type { LicenceOnFile } from '../../../machines/index.ts';
import type { Database } from '../db/types.ts';
import { translate } from '../i18n/i18n.ts';
import type { OpsDeps } from '../jobs/deps.ts';
import type { JobOf, LicencePromptJob } from '../jobs/job-payloads.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { notifyParty } from '../notifications/notify-party.ts';
import { appUrl, loadProcessParties } from '../notifications/process-parties.ts';
import { licenceBodyOf } from './bodies.ts';
import { todayOf, untilText } from './licences.ts';
import { licenceTexts } from './messages.ts';

/**
 * Care's validation refused for want of a valid licence leaves the process waiting on the candidate: she is told (in
 * the notification centre and on her channels) what is missing and where to add it. Queued with the refusal, once per
 * process and licence as care saw it (a renewed licence that expires in turn is told again).
 */
export const LICENCE_PROMPT_JOB = 'licence.prompt' as const;

/** The refusal's codes that the candidate can mend herself by adding or renewing her licence. */
const WANTING = new Set(['licenceMissing', 'licenceExpired']);

export async function queueLicencePrompt(
  db: Kysely<Database>,
  processId: number,
  onFile: LicenceOnFile,
  refusals: Record<string, readonly string[]>,
  now: Date,
): Promise<void> {
  if (!Object.values(refusals).some((codes) => codes.some((code) => WANTING.has(code)))) return;
  const payload: LicencePromptJob = { processId, expiresOn: onFile.expiresOn };
  const dedupKey = `${LICENCE_PROMPT_JOB}:${processId}:${onFile.expiresOn ?? 'none'}`;
  await enqueueJob(db, { kind: LICENCE_PROMPT_JOB, payload, runAt: now, dedupKey }, now);
}

/** Tells the candidate, unless she added a valid licence for the process's job title since. */
export async function promptForLicence(deps: OpsDeps, job: JobOf<typeof LICENCE_PROMPT_JOB>): Promise<void> {
  const { db, clock, config } = deps;
  const { processId } = job.payload;
  const parties = await loadProcessParties(db, config, processId);
  const process = await db
    .selectFrom('processes as p')
    .innerJoin('needs as n', 'n.id', 'p.need_id')
    .leftJoin('candidate_licences as l', (j) => j.onRef('l.candidate_id', '=', 'p.candidate_id').onRef('l.job_title', '=', 'n.job_title'))
    .select(['p.archived', 'l.body', 'l.expires_on', 'n.job_title'])
    .where('p.id', '=', processId)
    .executeTakeFirstOrThrow();
  const now = clock.now();
  if (process.archived || (process.expires_on && process.expires_on >= todayOf(now))) return;
  const party = { ...parties.candidate, link: appUrl(config, '/profile') };
  const { locale } = party;
  const values = {
    brand: config.brandName,
    position: parties.position(locale),
    company: parties.companyName,
    body: process.body ?? licenceBodyOf(process.job_title)?.code ?? '',
    until: process.expires_on ? untilText(locale, process.expires_on) : '',
  };
  const notice = {
    kind: 'licence.needed',
    subject: translate(locale, licenceTexts.promptSubject, values),
    body: translate(locale, process.expires_on ? licenceTexts.promptExpired : licenceTexts.promptMissing, values),
  };
  await db.transaction().execute((trx) => notifyParty(trx, config, party, notice, now));
  deps.mailer.deliverSoon();
}
