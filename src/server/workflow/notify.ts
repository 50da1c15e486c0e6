import type { Transaction } from 'kysely';
import { roleOfEvent, type CareAlert, type HiringEventType } from '../../../machines/index.ts';
import type { Clock } from '../clock.ts';
import type { Mail } from '../mail/mailer.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import { queueMail } from '../mail/outbox.ts';
import { DEFAULT_LOCALE, type Locale, translate } from '../i18n/i18n.ts';
import { eventMails, workflowMails } from './messages.ts';
import type { ProcessRow } from './process-view.ts';

type Recipient = { email: string; locale: Locale; name: string; link: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const asLocale = (value: string): Locale => (value === 'en' ? 'en' : DEFAULT_LOCALE);

function render(recipient: Recipient, subject: string, body: string, config: Config, kind: string): Mail {
  const t = (d: Parameters<typeof translate>[1], v?: Record<string, unknown>) => translate(recipient.locale, d, v);
  const greeting = t(workflowMails.greeting, { name: recipient.name });
  const open = t(workflowMails.open);
  return {
    to: recipient.email,
    subject,
    kind,
    text: `${greeting}\n\n${body}\n\n${open}: ${recipient.link}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(recipient.link)}">${escapeHtml(open)}</a></p>`,
  };
}

/** The two sides of a process with their language and the screen each one opens. */
async function sides(trx: Transaction<Database>, row: ProcessRow, config: Config) {
  const found = await trx
    .selectFrom('needs as n')
    .innerJoin('users as cu', (j) => j.on('cu.id', '=', row.candidate_id))
    .innerJoin('candidates as c', 'c.user_id', 'cu.id')
    .innerJoin('users as ou', (j) => j.on('ou.id', '=', row.company_id))
    .innerJoin('companies as co', 'co.user_id', 'ou.id')
    .leftJoin('nomenclatures as jt', (j) => j.onRef('jt.slug', '=', 'n.job_title').on('jt.domain', '=', 'functions'))
    .select([
      'n.job_title',
      'jt.label_ro',
      'jt.label_en',
      'cu.email as candidate_email',
      'cu.locale as candidate_locale',
      'c.full_name',
      'ou.email as company_email',
      'ou.locale as company_locale',
      'co.name as company_name',
      'co.contact_name',
    ])
    .where('n.id', '=', row.need_id)
    .executeTakeFirst();
  if (!found) throw new Error(`process ${row.id} has lost a side`);
  const base = config.publicUrl.replace(/\/$/, '');
  return {
    companyName: found.company_name,
    position: (locale: Locale) => (locale === 'en' ? found.label_en : found.label_ro) ?? found.job_title,
    candidate: {
      email: found.candidate_email,
      locale: asLocale(found.candidate_locale),
      name: found.full_name,
      link: `${base}/app/offers/${row.id}`,
    },
    company: {
      email: found.company_email,
      locale: asLocale(found.company_locale),
      name: found.contact_name,
      link: `${base}/app/needs/${row.need_id}/candidate/${row.id}`,
    },
  };
}

const CARE_ALERTS: Record<CareAlert, Parameters<typeof translate>[1]> = {
  candidateNoShow: workflowMails.careCandidateNoShow,
  companyNoShow: workflowMails.careCompanyNoShow,
  finalOfferRejected: workflowMails.careFinalOfferRejected,
};

/**
 * Queues, inside the event's transaction, the mail to the other side (both sides for a care event) in its own
 * language, and a call request to customer care for the alerts the machine raised.
 */
export async function queueEventMails(
  trx: Transaction<Database>,
  deps: { config: Config; clock: Clock },
  row: ProcessRow,
  type: HiringEventType,
  alerts: CareAlert[],
): Promise<number> {
  const { config, clock } = deps;
  const s = await sides(trx, row, config);
  const by = roleOfEvent(type);
  const recipients = by === 'candidate' ? [s.company] : by === 'company' ? [s.candidate] : [s.candidate, s.company];
  const mails = recipients.map((r) =>
    render(
      r,
      translate(r.locale, workflowMails.subject, { brand: config.brandName, position: s.position(r.locale), company: s.companyName }),
      translate(r.locale, eventMails[type]),
      config,
      `workflow.${type}`,
    ),
  );
  if (alerts.length) {
    const care = await trx
      .selectFrom('users')
      .innerJoin('care_agents', 'care_agents.user_id', 'users.id')
      .select(['users.email', 'users.locale', 'care_agents.full_name'])
      .execute();
    for (const agent of care) {
      const r: Recipient = { email: agent.email, locale: asLocale(agent.locale), name: agent.full_name, link: s.company.link };
      for (const alert of alerts) {
        const subject = translate(r.locale, workflowMails.careSubject, { brand: config.brandName, process: row.id });
        mails.push(render(r, subject, translate(r.locale, CARE_ALERTS[alert]), config, `workflow.care.${alert}`));
      }
    }
  }
  const now = clock.now();
  for (const mail of mails) await queueMail(trx, mail, now);
  return mails.length;
}
