import { Badge, Button, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify';
import { AccessLogButton } from './access-log-button';
import { useRecommendCandidate } from './api/recommend-candidate';
import { useSearchPeople } from './api/search-people';
import { formatPhone } from '../../../../machines/phone';
import { NeedCell } from './process-cells';
import { labelOf, stateLabels } from './state-text';

/** Care recommends a candidate for a need by hand: an offer through the workflow engine, like matching makes. */
function RecommendForm({ candidateId, name }: { candidateId: number; name: string }) {
  const { t } = useLingui();
  const [needId, setNeedId] = useState<number | string>('');
  const recommend = useRecommendCandidate();
  return (
    <Group gap="xs" wrap="nowrap">
      <NumberInput aria-label={t`Need number for ${name}`} placeholder={t`Need no.`} value={needId} onChange={setNeedId} min={1} allowDecimal={false} w={110} size="xs" />
      <Button
        size="xs"
        variant="light"
        disabled={typeof needId !== 'number'}
        loading={recommend.isPending}
        onClick={() =>
          typeof needId === 'number' &&
          recommend.mutate({ need_id: needId, candidate_id: candidateId }, { onSuccess: () => notifySuccess(t`${name} received the offer.`), onError: notifyError })
        }
      >
        <Trans>Recommend</Trans>
      </Button>
    </Group>
  );
}

/** Search by person or company: their contact details and every process they are in. */
export function PeopleSearch() {
  const { t, i18n } = useLingui();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const search = useSearchPeople(debounced);
  const data = search.data;
  return (
    <Stack>
      <TextInput label={t`Search a person or a company`} description={t`At least 2 characters: name, email or phone`} value={q} onChange={(e) => setQ(e.currentTarget.value)} maw={420} />
      {data ? (
        <>
          <Title order={3}>
            <Trans>Candidates</Trans>
          </Title>
          {data.candidates.length ? (
            <Table.ScrollContainer minWidth={700}>
              <Table striped aria-label={t`Candidates found`}>
                <Table.Tbody>
                  {data.candidates.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {c.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {c.email} · {formatPhone(c.phone)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{c.job_search_status ? <Badge variant="light">{c.job_search_status}</Badge> : null}</Table.Td>
                      <Table.Td>
                        <RecommendForm candidateId={c.id} name={c.name} />
                      </Table.Td>
                      <Table.Td>
                        <AccessLogButton candidateId={c.id} name={c.name} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Text c="dimmed">
              <Trans>No candidate found.</Trans>
            </Text>
          )}
          <Title order={3}>
            <Trans>Companies</Trans>
          </Title>
          {data.companies.length ? (
            data.companies.map((c) => (
              <Text key={c.id} size="sm">
                <b>{c.name}</b> · {c.contact_name} · {c.email} · {formatPhone(c.phone)}
              </Text>
            ))
          ) : (
            <Text c="dimmed">
              <Trans>No company found.</Trans>
            </Text>
          )}
          <Title order={3}>
            <Trans>Processes</Trans>
          </Title>
          <Table.ScrollContainer minWidth={700}>
            <Table striped aria-label={t`Processes found`}>
              <Table.Tbody>
                {data.processes.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.candidate.name}</Table.Td>
                    <Table.Td>
                      <NeedCell process={p} />
                    </Table.Td>
                    <Table.Td>{labelOf(stateLabels, p.state, (d) => i18n._(d))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      ) : null}
    </Stack>
  );
}
