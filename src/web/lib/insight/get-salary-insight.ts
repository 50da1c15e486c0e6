import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { ApiPaths } from '../api/schemas';
import { formatLei } from '../i18n/format';
import { midSentence } from '../../../../machines/mid-sentence';

export type SalaryInsight = ApiPaths['/insight/salary']['get']['responses'][200]['content']['application/json'];

export type InsightCell = { job_title: string; specialty?: string | null; city: string };

export const salaryInsightQuery = (cell: InsightCell, locale: string) =>
  queryOptions({
    queryKey: ['insight', 'salary', cell.job_title, cell.specialty ?? '', cell.city, locale],
    queryFn: () =>
      unwrap(
        api.GET('/insight/salary', {
          params: { query: { job_title: cell.job_title, city: cell.city, ...(cell.specialty ? { specialty: cell.specialty } : {}) } },
        }),
      ),
    // The cells move slowly (a minute after a post, five after an offer): a reader need not ask twice a session.
    staleTime: 10 * 60_000,
  });

/** The market for a cell; idle until the job title and the city are both known. */
export function useSalaryInsight(cell: InsightCell, locale: string) {
  return useQuery({ ...salaryInsightQuery(cell, locale), enabled: !!cell.job_title && !!cell.city, placeholderData: keepPreviousData });
}

/** Where an amount stands against the market's band: the words a screen chooses from. */
export type MarketPosition = 'belowBand' | 'belowMedian' | 'atMedian' | 'aboveMedian' | 'aboveBand';

export function marketPosition(amount: number, market: { median: number; p25: number; p75: number }): MarketPosition {
  if (amount < market.p25) return 'belowBand';
  if (amount > market.p75) return 'aboveBand';
  if (amount === market.median) return 'atMedian';
  return amount < market.median ? 'belowMedian' : 'aboveMedian';
}

/** The band a screen words, its amounts in the locale's digits; null when no level may be shown. */
export function marketBand(insight: SalaryInsight, locale: string) {
  const { median, p25, p75, place_name } = insight;
  if (median === null || p25 === null || p75 === null || place_name === null) return null;
  return {
    market: { median, p25, p75 },
    jobTitle: midSentence(insight.job_title_label, locale),
    place: place_name,
    median: formatLei(median, locale),
    low: formatLei(p25, locale),
    high: formatLei(p75, locale),
  };
}
