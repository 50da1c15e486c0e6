import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { FACTOR_LABELS } from '../../../lib/explanation/explanation-labels';
import { FactorList, FactorPanel } from '../../../lib/explanation/factor-list';
import { useExplanation } from '../../../lib/explanation/get-explanation';

/**
 * "Why you received this offer": her own factors, each verdict with its share of the rank and a link to the profile
 * section where she corrects what was weighed. Nothing when the offer was not ranked (care's own, before the record).
 */
export function WhyThisOffer({ processId }: { processId: number }) {
  const { t, i18n } = useLingui();
  const explanation = useExplanation(processId);
  const data = explanation.data;
  if (!data || data.audience !== 'candidate') return null;
  return (
    <FactorPanel
      headingId="why-this-offer"
      title={<Trans>Why you received this offer</Trans>}
      intro={
        <Trans>Offers are ranked automatically by these factors; a person from customer care decides before any company sees your profile.</Trans>
      }
    >
      <FactorList
        factors={data.factors}
        after={(f) => (
          <>
            <Text size="sm" c="dimmed">
              {t`${Math.round(f.share * 100)}% of the rank`}
            </Text>
            {f.profile_section ? (
              <Anchor component={Link} to={`/profile#section-${f.profile_section}`} size="sm">
                <Trans>Correct in your profile</Trans>
                <VisuallyHidden>: {i18n._(FACTOR_LABELS[f.factor])}</VisuallyHidden>
              </Anchor>
            ) : null}
          </>
        )}
      />
    </FactorPanel>
  );
}
