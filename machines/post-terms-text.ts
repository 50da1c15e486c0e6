import type { PostTerms } from './post-terms.ts';

// A post's terms in the words people use, for the offer card, the offer page, the mails and the notifications of
// both the web and the server: one wording, so the candidate reads the same line everywhere. Both languages live
// here (the machines have no catalogue); Romanian plurals follow Intl.PluralRules ("4 gărzi", "20 de gărzi").

export type TermsLocale = 'ro-RO' | 'en';
type Plural = { one: string; few: string; other: string };

const WORDS = {
  'ro-RO': {
    perMonth: 'lei brut/lună',
    lei: 'lei',
    norma: { full: 'normă întreagă', part: (h: number) => `normă parțială, ${h} h/săptămână` },
    shifts: { day: 'program de zi', '12h': 'ture de 12 h', '24h': 'ture de 24 h', rotating: 'ture prin rotație' },
    garzi: { one: 'gardă/lună', few: 'gărzi/lună', other: 'de gărzi/lună' } as Plural,
    noGarzi: 'fără gărzi',
    gardaKind: { on_site: 'în unitate', on_call_home: 'la domiciliu' },
    nights: ['fără ture de noapte', 'cu ture de noapte'],
    weekends: ['fără weekenduri', 'cu weekenduri'],
    asap: 'cât mai curând',
    undetermined: 'nedeterminată',
    months: { one: 'lună', few: 'luni', other: 'de luni' } as Plural,
    determined: (m: string) => `determinată, ${m}`,
    days: { one: 'zi', few: 'zile', other: 'de zile' } as Plural,
    noProbation: 'fără perioadă de probă',
    labels: {
      pay: 'Salariu',
      norma: 'Normă',
      shifts: 'Program',
      garzi: 'Gărzi',
      nights: 'Nopți',
      weekends: 'Weekenduri',
      start: 'Începere',
      contract: 'Contract',
      probation: 'Perioadă de probă',
    },
  },
  en: {
    perMonth: 'lei gross/month',
    lei: 'lei',
    norma: { full: 'full time', part: (h: number) => `part time, ${h} h/week` },
    shifts: { day: 'day shifts', '12h': '12 h shifts', '24h': '24 h shifts', rotating: 'rotating shifts' },
    garzi: { one: 'on-call shift/month', few: 'on-call shifts/month', other: 'on-call shifts/month' } as Plural,
    noGarzi: 'no on-call shifts',
    gardaKind: { on_site: 'on site', on_call_home: 'on call from home' },
    nights: ['no night shifts', 'night shifts'],
    weekends: ['no weekends', 'weekends'],
    asap: 'as soon as possible',
    undetermined: 'permanent',
    months: { one: 'month', few: 'months', other: 'months' } as Plural,
    determined: (m: string) => `fixed term, ${m}`,
    days: { one: 'day', few: 'days', other: 'days' } as Plural,
    noProbation: 'no probation period',
    labels: {
      pay: 'Pay',
      norma: 'Normă (working time)',
      shifts: 'Schedule',
      garzi: 'On-call shifts (gărzi)',
      nights: 'Nights',
      weekends: 'Weekends',
      start: 'Start',
      contract: 'Contract',
      probation: 'Probation',
    },
  },
};

const numbers = (locale: TermsLocale) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' } as Intl.NumberFormatOptions);
const plural = (locale: TermsLocale, n: number, forms: Plural) => {
  const rule = new Intl.PluralRules(locale).select(n);
  return `${numbers(locale).format(n)} ${rule === 'one' ? forms.one : rule === 'few' ? forms.few : forms.other}`;
};

function pay(t: PostTerms, locale: TermsLocale) {
  const n = numbers(locale);
  const range = t.salary_min === t.salary_max ? n.format(t.salary_min) : `${n.format(t.salary_min)}–${n.format(t.salary_max)}`;
  return `${range} ${WORDS[locale].perMonth}`;
}

function garzi(t: PostTerms, locale: TermsLocale) {
  const w = WORDS[locale];
  if (t.garzi_per_month === 0) return w.noGarzi;
  const each = t.garda_pay ? ` × ${numbers(locale).format(t.garda_pay)} ${w.lei}` : '';
  const kind = t.garda_kind ? ` (${w.gardaKind[t.garda_kind]})` : '';
  return `${plural(locale, t.garzi_per_month, w.garzi)}${each}${kind}`;
}

const norma = (t: PostTerms, locale: TermsLocale) =>
  t.norma === 'part' ? WORDS[locale].norma.part(t.hours_per_week ?? 0) : WORDS[locale].norma.full;

/** "5.500–6.500 lei brut/lună · normă întreagă · ture de 12 h · 4 gărzi/lună × 450 lei": pay and working time first. */
export function describeTerms(t: PostTerms, locale: TermsLocale): string {
  return [pay(t, locale), norma(t, locale), WORDS[locale].shifts[t.shift_pattern], garzi(t, locale)].join(' · ');
}

/** Every term as a labelled line, in the order a candidate weighs them (the offer page, the company's preview). */
export function termsFacts(t: PostTerms, locale: TermsLocale): Array<{ key: keyof typeof WORDS.en.labels; label: string; value: string }> {
  const w = WORDS[locale];
  const date = (d: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  const values = {
    pay: pay(t, locale),
    norma: norma(t, locale),
    shifts: w.shifts[t.shift_pattern],
    garzi: garzi(t, locale),
    nights: w.nights[Number(t.night_work)]!,
    weekends: w.weekends[Number(t.weekend_work)]!,
    start: t.start_date ? date(t.start_date) : w.asap,
    contract: t.contract_kind === 'determined' ? w.determined(plural(locale, t.contract_months ?? 0, w.months)) : w.undetermined,
    probation: t.probation_days ? plural(locale, t.probation_days, w.days) : w.noProbation,
  };
  return (Object.keys(values) as Array<keyof typeof values>).map((key) => ({ key, label: w.labels[key], value: values[key] }));
}
