import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLeftOut } from './api/get-left-out';
import { leftOutText } from './misfit-text';
import { PostFactors } from './post-factors';
import { PostPeopleSection } from './post-people-section';

/**
 * "Left out, and why": the candidates the post's last matching run did not offer it (the nearest its stated working
 * time left out, and the nearest of its job title), each with every reason in words and every factor matching
 * weighed (as a recommended candidate's). Small and self-contained so it sits beside the recommended list.
 */
export function LeftOutList({ needId, headingId }: { needId: number; headingId: string }) {
  const { t, i18n } = useLingui();
  return (
    <PostPeopleSection
      headingId={headingId}
      title={<Trans>Left out, and why</Trans>}
      query={useLeftOut(needId)}
      empty={<Trans>The last matching run left out nobody near this post.</Trans>}
      row={(r) => (
        <>
          <Text span fw={600}>
            {r.name}
          </Text>
          {r.distance_km === null ? null : <Text span c="dimmed">{` · ${t`${r.distance_km} km`}`}</Text>}
          {': '}
          {r.reasons.map((reason) => i18n._(leftOutText[reason])).join('; ')}
          {r.factors ? <PostFactors factors={r.factors} /> : null}
        </>
      )}
    />
  );
}
