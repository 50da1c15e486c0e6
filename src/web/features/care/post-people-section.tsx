import { Alert, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * One of a post's people lists in care's Posts tab (recommended, left out): its heading, then the list being loaded,
 * failed, empty (`empty`) or its rows, one list item each.
 */
export function PostPeopleSection<R extends { candidate_id: number }>({
  headingId,
  title,
  query,
  empty,
  row,
}: {
  headingId: string;
  title: ReactNode;
  query: { isError: boolean; data?: { data: R[] } | undefined };
  empty: ReactNode;
  row: (r: R) => ReactNode;
}) {
  const { t } = useLingui();
  const rows = query.data?.data;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      {query.isError ? (
        <Alert color="red">
          <Trans>The list could not be loaded.</Trans>
        </Alert>
      ) : !rows ? (
        <Loader size="sm" aria-label={t`Loading`} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List spacing="sm" size="sm" listStyleType="none" pl={0}>
          {rows.map((r) => (
            <List.Item key={r.candidate_id} data-candidate={r.candidate_id}>
              {row(r)}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
