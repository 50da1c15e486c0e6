import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatSalary } from '../../lib/i18n/format';
import { marketBand, marketPosition, useSalaryInsight } from '../../lib/insight/get-salary-insight';

type Props = { jobTitle: string; specialty: string; city: string; min: number | ''; max: number | '' };

/**
 * Under the post's salary fields: the market for the job title in the city (k-anonymous, gross monthly), and where
 * the range being written stands against it. Says so plainly when the market is too thin to show.
 */
export function SalaryMarketHint({ jobTitle, specialty, city, min, max }: Props) {
  const { i18n } = useLingui();
  const insight = useSalaryInsight({ job_title: jobTitle, specialty: specialty || null, city }, i18n.locale).data;
  if (!jobTitle || !city || !insight) return null;
  const band = marketBand(insight, i18n.locale);
  if (!band) {
    return (
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="salary-market-hint">
        <Trans>Too few employers have posted this job here yet to show the market (we show figures only from at least 5 employers).</Trans>
      </Text>
    );
  }
  const { market, jobTitle: jobTitleLabel, place, median, low, high } = band;
  const range = formatSalary(min === '' ? null : min, max === '' ? null : max, i18n.locale);
  const figure = min !== '' && max !== '' ? (min + max) / 2 : min !== '' ? min : max !== '' ? max : null;
  const position = figure === null ? null : marketPosition(figure, market);
  return (
    <Text size="sm" aria-live="polite" data-testid="salary-market-hint">
      <Trans>
        Market for {jobTitleLabel} in {place}, gross per month over the last 12 months: median {median}, half of the figures between {low} and {high}.
      </Trans>{' '}
      {position === 'belowBand' ? (
        <Trans>Your range ({range}) is below most of the market.</Trans>
      ) : position === 'aboveBand' ? (
        <Trans>Your range ({range}) is above most of the market.</Trans>
      ) : position ? (
        <Trans>Your range ({range}) is within the market’s middle half.</Trans>
      ) : null}
    </Text>
  );
}
