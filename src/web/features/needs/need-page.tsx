import { Alert, Anchor, Badge, Button, Card, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatSalary } from '../../lib/i18n/format';
import { withdrawalReasonLabels } from '../process/reason-text';
import { companyStatusLabels, isCompanyStatus } from '../process/status-text';
import { usePageTitle } from '../../lib/use-page-title';
import { useNeed } from './api/get-need';
import { workTypeLabels } from './work-type-label';
import { NeedTermsCard, TermsMissingAlert } from './need-terms-card';
import { isKeyOf } from '../../../../machines/narrow';

// Editing and archiving bring their forms (phone numbers, dates, number inputs, the hiring machine's reasons): loaded
// when first asked for, so the page itself paints with less code.
const NeedEditor = lazy(async () => ({ default: (await import('./need-editor')).NeedEditor }));
const ArchiveNeedDialog = lazy(async () => ({ default: (await import('./archive-need-dialog')).ArchiveNeedDialog }));

/** /needs/{id}/: the need and its pipeline, one column per company status that has processes. */
export function NeedPage() {
  const { t, i18n } = useLingui();
  const id = Number(useParams().id);
  const need = useNeed(id);
  const [archiving, setArchiving] = useState(false);
  // Mounted from its first opening on, so it closes with its transition.
  const [archiveAsked, setArchiveAsked] = useState(false);
  const [editing, setEditing] = useState(false);
  usePageTitle(need.data?.title ?? t`Post`);
  if (need.isError) throw need.error;
  if (!need.data) return null;
  const n = need.data;
  const reason = n.archive_reason !== null && isKeyOf(withdrawalReasonLabels, n.archive_reason) ? n.archive_reason : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {n.title}
          </Title>
          <Text c="dimmed">{[n.job_title_label, n.specialty_label, n.city_name].filter(Boolean).join(' · ')}</Text>
        </Stack>
        {!n.archived && !editing ? (
          <Group gap="sm">
            <Button variant="light" onClick={() => setEditing(true)}>
              <Trans>Edit the post</Trans>
            </Button>
            <Button
              variant="light"
              color="red"
              onClick={() => {
                setArchiveAsked(true);
                setArchiving(true);
              }}
            >
              <Trans>Archive the post</Trans>
            </Button>
          </Group>
        ) : null}
      </Group>
      {n.archived ? (
        <Alert color="gray" title={t`Archived post`}>
          {reason && withdrawalReasonLabels[reason] ? i18n._(withdrawalReasonLabels[reason]) : null}
          {n.archive_text ? ` — ${n.archive_text}` : ''}
        </Alert>
      ) : null}
      {!n.archived && !n.terms_complete && !editing ? <TermsMissingAlert onComplete={() => setEditing(true)} /> : null}
      {editing ? (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={t`Loading`} />
            </Center>
          }
        >
          <NeedEditor need={n} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Fact label={t`Job type`} value={workTypeLabels[n.work_type] ? i18n._(workTypeLabels[n.work_type]!) : n.work_type} />
            <Fact label={t`Gross salary (LEI/month)`} value={formatSalary(n.salary_min, n.salary_max, i18n.locale) ?? '—'} />
            <Fact label={t`Openings`} value={String(n.positions)} />
            <Fact label={t`Address`} value={n.address ?? '—'} />
          </SimpleGrid>
          {n.description ? (
            <Text mt="md" style={{ whiteSpace: 'pre-line' }}>
              {n.description}
            </Text>
          ) : null}
        </Paper>
      )}
      {editing ? null : <NeedTermsCard need={n} title={n.title} subtitle={n.city_name ?? n.city} />}
      <Title order={2} size="h3">
        <Trans>Pipeline</Trans>
      </Title>
      {n.pipeline.length === 0 ? (
        <Text c="dimmed">
          <Trans>No candidates for this post yet. Recommended candidates appear here.</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {n.pipeline.map((column) => (
            <Card key={column.status} withBorder radius="lg" padding="md">
              <Group justify="space-between" mb="xs">
                <Text fw={600}>{isCompanyStatus(column.status) ? i18n._(companyStatusLabels[column.status]) : column.status}</Text>
                <Badge variant="light">{column.processes.length}</Badge>
              </Group>
              <Stack gap={6}>
                {column.processes.map((p) => (
                  <Anchor key={p.id} component={Link} to={`/needs/${n.id}/candidate/${p.id}`}>
                    {p.candidate.name}
                  </Anchor>
                ))}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {archiveAsked ? (
        <Suspense fallback={null}>
          <ArchiveNeedDialog needId={n.id} opened={archiving} onClose={() => setArchiving(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );
}
