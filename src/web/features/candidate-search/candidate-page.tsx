import { Alert, Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { notifyError } from '../../lib/notify';
import { formatMonth, formatSalary } from '../../lib/i18n/format';
import { CompanyStatusBadge } from '../process/status-badge';
import { LicenceVerifiedBadge } from '../process/licence-badge';
import { PhoneLink } from '../../lib/phone-link';
import { usePageTitle } from '../../lib/use-page-title';
import { downloadCv } from '../../lib/api/download-cv';
import type { CandidateProfile, loadCandidate } from './api/get-candidate';

/** /candidates/{id}: the profile a company sees of a candidate linked to its needs (contact once it accepted). */
export function CandidatePage() {
  const { t, i18n } = useLingui();
  const c = useLoaderData<typeof loadCandidate>();
  usePageTitle(c.name);
  const names = (items: Array<{ name: string }>) => items.map((x) => x.name).join(', ') || '—';
  const workType =
    c.work_type === 'part_time'
      ? t`Part-time`
      : c.work_type === 'both'
        ? t`Full-time or part-time`
        : c.work_type === 'full_time'
          ? t`Full-time`
          : '—';

  return (
    <Stack gap="lg" maw={960}>
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={1} size="h2">
                {c.name}
              </Title>
              {c.expert ? <Badge color="grape">{t`Expert`}</Badge> : null}
            </Group>
            <LicenceVerifiedBadge licence={c.licence} />
            <Text c="dimmed">
              {[c.age !== null ? t`${c.age} years` : null, c.city?.name, c.distance_km !== null ? t`${c.distance_km} km from the post's city` : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Group gap="xs">
              <Text size="sm">
                <Trans>Current status:</Trans>
              </Text>
              <CompanyStatusBadge status={c.current_status} />
            </Group>
          </Stack>
          {c.has_cv ? (
            <Button variant="light" onClick={() => downloadCv(c.id).catch(notifyError)}>
              <Trans>Download CV</Trans>
            </Button>
          ) : null}
        </Group>
        {c.contact ? (
          <Group gap="lg" mt="md">
            <Anchor href={`mailto:${c.contact.email}`}>{c.contact.email}</Anchor>
            <PhoneLink phone={c.contact.phone} />
          </Group>
        ) : (
          <Text size="sm" c="dimmed" mt="md">
            <Trans>The contact details appear once you accept the candidate.</Trans>
          </Text>
        )}
      </Paper>
      {c.disclosure === 'anonymous' ? (
        <Alert color="blue" title={t`Anonymous profile`}>
          <Trans>
            You see the candidate's initials and what you need to decide. The name, the whole profile and the CV appear once the candidate accepts
            your offer and Medilink customer care validates the candidate.
          </Trans>
        </Alert>
      ) : null}
      {c.archived_processes > 0 ? (
        <Alert color="gray" title={t`Archived process`}>
          <Trans>Some of your processes with this candidate are archived (read-only). Unarchiving goes through Medilink customer care.</Trans>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t`Preferences`}>
          <Fact label={t`Job type`} value={workType} />
          <Fact label={t`Desired gross salary (LEI/month)`} value={formatSalary(c.desired_salary_min, c.desired_salary_max, i18n.locale) ?? '—'} />
          <Fact label={t`Schedule`} value={names(c.schedules)} />
        </Section>
        <Section title={t`Cities`}>
          <Fact label={t`Preferred cities`} value={names(c.preferred_cities)} />
          <Fact label={t`Work locations`} value={names(c.work_locations)} />
        </Section>
        <Section title={t`Medical specialty and competencies`}>
          <Fact label={t`Occupation`} value={[c.category?.name, c.sub_category?.name].filter(Boolean).join(' · ') || '—'} />
          <Fact label={t`Competencies`} value={names(c.competencies)} />
          <Fact label={t`Years of experience`} value={c.experience?.name ?? '—'} />
        </Section>
        {c.disclosure === 'anonymous' ? null : <PersonalSections c={c} />}
      </SimpleGrid>
      <Section title={t`Processes`}>
        {c.processes.map((p) => (
          <Group key={p.id} justify="space-between" wrap="wrap">
            <Anchor component={Link} to={`/needs/${p.need_id}/candidate/${p.id}`}>
              {p.need_title} · {p.need_city.name}
            </Anchor>
            <CompanyStatusBadge status={p.status} />
          </Group>
        ))}
      </Section>
    </Stack>
  );
}

/** What names the candidate: shown once she accepted and care validated her (the server sends nothing before). */
function PersonalSections({ c }: { c: CandidateProfile }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Section title={t`About`}>
        <Text style={{ whiteSpace: 'pre-line' }}>{c.about || '—'}</Text>
      </Section>
      <Section title={t`Experience`}>
        <List spacing="xs">
          {c.experience_entries.map((e) => (
            <List.Item key={`${e.employer}-${e.from}`}>
              <Text fw={500}>
                {e.role} · {e.employer}
              </Text>
              <Text size="sm" c="dimmed">
                {formatMonth(e.from, i18n.locale)} – {e.to ? formatMonth(e.to, i18n.locale) : t`Present`}
              </Text>
            </List.Item>
          ))}
        </List>
      </Section>
      <Section title={t`Education`}>
        {c.certification ? <Fact label={t`Education level`} value={c.certification.name} /> : null}
        <List spacing="xs">
          {c.education_entries.map((e) => (
            <List.Item key={`${e.institution}-${e.degree}`}>
              {e.degree} · {e.institution}
              {e.graduation_year ? ` (${e.graduation_year})` : ''}
            </List.Item>
          ))}
        </List>
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={140}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Group>
  );
}
