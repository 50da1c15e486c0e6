import type { PostTerms } from './post-terms.ts';

// A post's terms in the words people use, for the offer card, the offer page, the mails and the notifications of
// both the web and the server: one wording, so the candidate reads the same line everywhere. The words are Lingui
// messages with fixed ids, defined here once: the server's catalogue and the web's extract them from this file, and
// each side passes its own translate function (the machines load no catalogue). Plurals are ICU ("4 gărzi/lună",
// "20 de gărzi/lună"); amounts are formatted here, grouped in every locale ("5.500").

export type TermsLocale = 'ro-RO' | 'en';

/** A Lingui message descriptor (the machines do not depend on Lingui itself). */
export type TermsMessage = { id: string; message: string };
/** `i18n._` of the caller's Lingui instance, active in `locale`. */
export type Translate = (message: TermsMessage, values?: Record<string, unknown>) => string;

const words = {
  perMonth: /*i18n*/ { id: 'terms.pay_per_month', message: '{range} lei gross/month' },
  normaFull: /*i18n*/ { id: 'terms.norma_full', message: 'full time' },
  normaPart: /*i18n*/ { id: 'terms.norma_part', message: 'part time, {hours} h/week' },
  day: /*i18n*/ { id: 'terms.shift_day', message: 'day shifts' },
  '12h': /*i18n*/ { id: 'terms.shift_12h', message: '12 h shifts' },
  '24h': /*i18n*/ { id: 'terms.shift_24h', message: '24 h shifts' },
  rotating: /*i18n*/ { id: 'terms.shift_rotating', message: 'rotating shifts' },
  garzi: /*i18n*/ { id: 'terms.garzi', message: '{count, plural, one {# on-call shift/month} other {# on-call shifts/month}}' },
  gardaPay: /*i18n*/ { id: 'terms.garda_pay', message: '× {amount} lei' },
  noGarzi: /*i18n*/ { id: 'terms.no_garzi', message: 'no on-call shifts' },
  on_site: /*i18n*/ { id: 'terms.garda_on_site', message: 'on site' },
  on_call_home: /*i18n*/ { id: 'terms.garda_on_call_home', message: 'on call from home' },
  noNights: /*i18n*/ { id: 'terms.no_nights', message: 'no night shifts' },
  nights: /*i18n*/ { id: 'terms.nights', message: 'night shifts' },
  noWeekends: /*i18n*/ { id: 'terms.no_weekends', message: 'no weekends' },
  weekends: /*i18n*/ { id: 'terms.weekends', message: 'weekends' },
  asap: /*i18n*/ { id: 'terms.asap', message: 'as soon as possible' },
  undetermined: /*i18n*/ { id: 'terms.contract_undetermined', message: 'permanent' },
  determined: /*i18n*/ {
    id: 'terms.contract_determined',
    message: '{months, plural, one {fixed term, # month} other {fixed term, # months}}',
  },
  probation: /*i18n*/ { id: 'terms.probation_days', message: '{days, plural, one {# day} other {# days}}' },
  noProbation: /*i18n*/ { id: 'terms.no_probation', message: 'no probation period' },
};

/** The terms in the order a post lists them. */
const TERM_ORDER = ['pay', 'norma', 'shifts', 'garzi', 'nights', 'weekends', 'start', 'contract', 'probation'] as const;
export type TermKey = (typeof TERM_ORDER)[number];

const labels = {
  pay: /*i18n*/ { id: 'terms.label_pay', message: 'Pay' },
  norma: /*i18n*/ { id: 'terms.label_norma', message: 'Normă (working time)' },
  shifts: /*i18n*/ { id: 'terms.label_shifts', message: 'Schedule' },
  garzi: /*i18n*/ { id: 'terms.label_garzi', message: 'On-call shifts (gărzi)' },
  nights: /*i18n*/ { id: 'terms.label_nights', message: 'Nights' },
  weekends: /*i18n*/ { id: 'terms.label_weekends', message: 'Weekends' },
  start: /*i18n*/ { id: 'terms.label_start', message: 'Start' },
  contract: /*i18n*/ { id: 'terms.label_contract', message: 'Contract' },
  probation: /*i18n*/ { id: 'terms.label_probation', message: 'Probation' },
} satisfies Record<TermKey, unknown>;

const WHOLE_GROUPED: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: 'always' };
const numbers = (locale: TermsLocale) => new Intl.NumberFormat(locale, WHOLE_GROUPED);

function pay(t: PostTerms, locale: TermsLocale, say: Translate) {
  const n = numbers(locale);
  const range = t.salary_min === t.salary_max ? n.format(t.salary_min) : `${n.format(t.salary_min)}–${n.format(t.salary_max)}`;
  return say(words.perMonth, { range });
}

function garzi(t: PostTerms, locale: TermsLocale, say: Translate) {
  if (t.garzi_per_month === 0) return say(words.noGarzi);
  const each = t.garda_pay ? ` ${say(words.gardaPay, { amount: numbers(locale).format(t.garda_pay) })}` : '';
  const kind = t.garda_kind ? ` (${say(words[t.garda_kind])})` : '';
  return `${say(words.garzi, { count: t.garzi_per_month })}${each}${kind}`;
}

const norma = (t: PostTerms, say: Translate) => (t.norma === 'part' ? say(words.normaPart, { hours: t.hours_per_week ?? 0 }) : say(words.normaFull));

/** "5.500–6.500 lei brut/lună · normă întreagă · ture de 12 h · 4 gărzi/lună × 450 lei": pay and working time first. */
export function describeTerms(t: PostTerms, locale: TermsLocale, say: Translate): string {
  return [pay(t, locale, say), norma(t, say), say(words[t.shift_pattern]), garzi(t, locale, say)].join(' · ');
}

/** Every term as a labelled line, in the order a candidate weighs them (the offer page, the company's preview). */
export function termsFacts(t: PostTerms, locale: TermsLocale, say: Translate): Array<{ key: TermKey; label: string; value: string }> {
  const date = (d: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  const values: Record<TermKey, string> = {
    pay: pay(t, locale, say),
    norma: norma(t, say),
    shifts: say(words[t.shift_pattern]),
    garzi: garzi(t, locale, say),
    nights: say(t.night_work ? words.nights : words.noNights),
    weekends: say(t.weekend_work ? words.weekends : words.noWeekends),
    start: t.start_date ? date(t.start_date) : say(words.asap),
    contract: t.contract_kind === 'determined' ? say(words.determined, { months: t.contract_months ?? 0 }) : say(words.undetermined),
    probation: t.probation_days ? say(words.probation, { days: t.probation_days }) : say(words.noProbation),
  };
  return TERM_ORDER.map((key) => ({ key, label: say(labels[key]), value: values[key] }));
}
