import { Alert, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLeftOut } from './api/get-left-out';
import { misfitText } from './misfit-text';
import { PostFactors } from './post-factors';

/**
 * "Left out by their limits": the nearest candidates the post's last matching run did not offer it only because it
 * breaks a limit they stated, each with the limits in words and every factor matching weighed (as a recommended
 * candidate's). Small and self-contained so it sits beside the recommended list.
 */
export function LeftOutList({ needId, headingId }: { needId: number; headingId: string }) {
  const { t, i18n } = useLingui();
  const leftOut = useLeftOut(needId);
  const rows = leftOut.data?.data;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        <Trans>Left out by their limits</Trans>
      </Title>
      {leftOut.isError ? (
        <Alert color="red">
          <Trans>The list could not be loaded.</Trans>
        </Alert>
      ) : !rows ? (
        <Loader size="sm" aria-label={t`Loading`} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Nobody was left out by a limit they stated at the last matching run.</Trans>
        </Text>
      ) : (
        <List spacing="sm" size="sm" listStyleType="none" pl={0}>
          {rows.map((r) => (
            <List.Item key={r.candidate_id} data-candidate={r.candidate_id}>
              <Text span fw={600}>
                {r.name}
              </Text>
              {r.distance_km === null ? null : <Text span c="dimmed">{` · ${t`${r.distance_km} km`}`}</Text>}
              {': '}
              {r.reasons.map((reason) => i18n._(misfitText[reason])).join('; ')}
              {r.factors ? <PostFactors factors={r.factors} /> : null}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
