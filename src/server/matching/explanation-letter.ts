import type { Db } from '../db/create-database.ts';
import { type Locale, translate } from '../i18n/i18n.ts';
import { currentVerdicts, type StoredExplanation } from './explanations.ts';
import { explanationLetter as texts, factorNames, verdictNames } from './messages.ts';

const formatDay = (locale: Locale, at: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Bucharest' }).format(at);

/**
 * The explanation as a person reads it, in `locale`: what was weighed, each verdict as care last set it and its share
 * of the rank, and who decided. Plain text, so care can send it as it is.
 */
export async function explanationLetter(db: Db, e: StoredExplanation, locale: Locale, brand: string): Promise<string> {
  const need = await db
    .selectFrom('needs as n')
    .leftJoin('nomenclatures as jt', (join) => join.onRef('jt.slug', '=', 'n.job_title').on('jt.domain', '=', 'functions'))
    .select(['n.title', 'jt.label_ro', 'jt.label_en', 'n.job_title'])
    .where('n.id', '=', e.need_id)
    .executeTakeFirstOrThrow();
  const post = need.title ?? (locale === 'en' ? need.label_en : need.label_ro) ?? need.job_title;
  const lines = [translate(locale, texts.intro, { post, version: e.logic_version, brand }), ''];
  for (const f of currentVerdicts(e)) {
    const values = {
      factor: translate(locale, factorNames[f.factor]),
      verdict: translate(locale, verdictNames[f.verdict]),
      share: Math.round(f.share * 100),
    };
    lines.push(`- ${translate(locale, texts.line, values)}`);
  }
  lines.push('');
  if (e.outcome && e.decided_at) {
    const outcome = translate(locale, e.outcome === 'validated' ? texts.validated : texts.rejected);
    lines.push(translate(locale, texts.decided, { outcome, date: formatDay(locale, e.decided_at) }));
  } else lines.push(translate(locale, texts.undecided));
  lines.push(translate(locale, texts.correct));
  return lines.join('\n');
}
