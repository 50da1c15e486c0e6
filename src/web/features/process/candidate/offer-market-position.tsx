import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { grossMonthly } from '../../../../../machines/working-time';
import { marketBand, marketPosition, useSalaryInsight } from '../../../lib/insight/get-salary-insight';
import type { ProcessView } from '../api/process-view';

/**
 * Where this offer's pay stands against the market for its job title and place: the final offer once there is one
 * (made gross, like the market), else the middle of the post's range. Nothing when the market may not be shown.
 */
export function OfferMarketPosition({ process }: { process: ProcessView }) {
  const { i18n } = useLingui();
  const { need } = process;
  const insight = useSalaryInsight({ job_title: need.job_title, specialty: need.specialty, city: need.city }, i18n.locale).data;
  const finalOffer = process.snapshot.context.finalOffer;
  const posted =
    need.salary_min !== null && need.salary_max !== null ? (need.salary_min + need.salary_max) / 2 : (need.salary_min ?? need.salary_max);
  const figure = finalOffer ? grossMonthly(finalOffer.salary, finalOffer.salaryBasis) : posted;
  const band = insight ? marketBand(insight, i18n.locale) : null;
  if (!band || figure === null) return null;
  const { market, jobTitle, place, median, low, high } = band;
  const position = marketPosition(figure, market);
  return (
    <Text size="sm" data-testid="offer-market-position">
      <Text span fw={600}>
        {position === 'belowBand' ? (
          <Trans>
            Below most offers for {jobTitle} in {place}.
          </Trans>
        ) : position === 'belowMedian' ? (
          <Trans>
            Below the median for {jobTitle} in {place}.
          </Trans>
        ) : position === 'atMedian' ? (
          <Trans>
            At the median for {jobTitle} in {place}.
          </Trans>
        ) : position === 'aboveMedian' ? (
          <Trans>
            Above the median for {jobTitle} in {place}.
          </Trans>
        ) : (
          <Trans>
            Above most offers for {jobTitle} in {place}.
          </Trans>
        )}
      </Text>{' '}
      <Trans>
        Median {median}, half of the figures between {low} and {high}, gross per month over the last 12 months.
      </Trans>
    </Text>
  );
}
