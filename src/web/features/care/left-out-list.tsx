import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLeftOut } from './api/get-left-out';
import { misfitText } from './misfit-text';
import { PostFactors } from './post-factors';
import { PostPeopleSection } from './post-people-section';

/**
 * "Left out by their limits": the nearest candidates the post's last matching run did not offer it only because it
 * breaks a limit they stated, each with the limits in words and every factor matching weighed (as a recommended
 * candidate's). Small and self-contained so it sits beside the recommended list.
 */
export function LeftOutList({ needId, headingId }: { needId: number; headingId: string }) {
  const { t, i18n } = useLingui();
  return (
    <PostPeopleSection
      headingId={headingId}
      title={<Trans>Left out by their limits</Trans>}
      query={useLeftOut(needId)}
      empty={<Trans>Nobody was left out by a limit they stated at the last matching run.</Trans>}
      row={(r) => (
        <>
          <Text span fw={600}>
            {r.name}
          </Text>
          {r.distance_km === null ? null : <Text span c="dimmed">{` · ${t`${r.distance_km} km`}`}</Text>}
          {': '}
          {r.reasons.map((reason) => i18n._(misfitText[reason])).join('; ')}
          {r.factors ? <PostFactors factors={r.factors} /> : null}
        </>
      )}
    />
  );
}
