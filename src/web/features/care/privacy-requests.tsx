import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatInstant } from '../../lib/time/bucharest-time';
import { LoadError } from '../../lib/ui/load-error';
import { ResponsiveList, type ListColumn } from '../../lib/ui/responsive-list';
import { PRIVACY_PAGE, usePrivacyLog, type PrivacyKind, type PrivacyStep } from './api/privacy-requests';
import { labelOf } from '../process/care/state-text';

const actionLabels: Record<PrivacyStep['action'], MessageDescriptor> = {
  export: msg`Data export downloaded`,
  'erasure.requested': msg`Erasure asked`,
  'erasure.processClosed': msg`Process ended by the erasure`,
  'erasure.completed': msg`Account erased`,
  'retention.warned': msg`Warned: unused account to be erased`,
  'retention.processRedacted': msg`Archived process: personal data removed (retention)`,
  'consent.policy': msg`Terms and privacy notice accepted`,
  'consent.marketingGiven': msg`Marketing messages accepted`,
  'consent.marketingWithdrawn': msg`Marketing messages withdrawn`,
};

const groundLabels: Record<string, MessageDescriptor> = {
  'own-request': msg`by the owner`,
  care: msg`by customer care`,
  retention: msg`unused account (retention)`,
};

/** What a step's detail says, in care's words (the reason care typed, the process, the date set for the erasure). */
function StepDetail({ step }: { step: PrivacyStep }) {
  const { t, i18n } = useLingui();
  const d = step.detail as { ground?: string; reason?: string; processId?: number; eraseOn?: string; version?: string };
  const parts = [
    d.ground ? labelOf(groundLabels, d.ground, (m) => i18n._(m)) : null,
    d.reason ?? null,
    d.processId ? t`process #${d.processId}` : null,
    d.eraseOn ? t`erasure on ${formatInstant(d.eraseOn, i18n.locale, 'short')}` : null,
    d.version ? t`version ${d.version}` : null,
  ].filter(Boolean);
  return <Text size="sm">{parts.length ? parts.join(' · ') : '—'}</Text>;
}

/** Care's view of the privacy log: every export, erasure, retention step and consent, by kind, a page at a time. */
export function PrivacyRequests() {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<PrivacyKind | null>(null);
  const [offset, setOffset] = useState(0);
  const log = usePrivacyLog(kind, offset);
  const rows = log.data ?? [];
  const kinds: { value: PrivacyKind; label: string }[] = [
    { value: 'export', label: t`Exports` },
    { value: 'erasure', label: t`Erasures` },
    { value: 'retention', label: t`Retention` },
    { value: 'consent', label: t`Consents` },
  ];
  const columns: ListColumn<PrivacyStep>[] = [
    { label: t`Step`, kind: 'title', cell: (s) => <Text fw={600}>{labelOf(actionLabels, s.action, (m) => i18n._(m))}</Text> },
    {
      label: t`Account`,
      cell: (s) => (
        <Stack gap={2}>
          <Text size="sm">{s.user_email ?? `#${s.user_id}`}</Text>
          <Group gap={4}>
            <Badge size="xs" variant="light" color="gray">
              #{s.user_id}
            </Badge>
            {s.user_role === 'candidate' ? (
              <Badge size="xs" variant="light">
                <Trans>candidate</Trans>
              </Badge>
            ) : s.user_role === 'company' ? (
              <Badge size="xs" variant="light" color="grape">
                <Trans>company</Trans>
              </Badge>
            ) : null}
          </Group>
        </Stack>
      ),
    },
    {
      label: t`By`,
      cell: (s) =>
        s.actor_id === null ? t`automatic (retention)` : s.actor_id === s.user_id ? t`the account's owner` : t`customer care (#${s.actor_id})`,
    },
    { label: t`Details`, cell: (s) => <StepDetail step={s} /> },
    { label: t`When`, cell: (s) => formatInstant(s.at, i18n.locale, 'short') },
  ];
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        <Trans>
          Exports, erasures (asked by the owner or by customer care on the owner's request), the retention job's warnings and removals, and consents.
          To erase an account at its owner's request, find it in Search.
        </Trans>
      </Text>
      <Select
        label={t`Kind`}
        placeholder={t`All`}
        clearable
        data={kinds}
        value={kind}
        onChange={(value) => {
          setKind(value as PrivacyKind | null);
          setOffset(0);
        }}
        maw={260}
      />
      {log.isError ? (
        <LoadError title={t`The privacy log could not be loaded.`} error={log.error} onRetry={() => void log.refetch()} />
      ) : log.isSuccess && !rows.length ? (
        <Text c="dimmed">
          <Trans>No step recorded.</Trans>
        </Text>
      ) : (
        <ResponsiveList
          label={t`Privacy log`}
          rows={rows}
          rowKey={(s) => s.id}
          columns={columns}
          rowAttributes={(s) => ({ 'data-action': s.action })}
        />
      )}
      <Group>
        <Button variant="default" size="xs" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PRIVACY_PAGE))}>
          <Trans>Previous</Trans>
        </Button>
        <Button variant="default" size="xs" disabled={rows.length < PRIVACY_PAGE} onClick={() => setOffset(offset + PRIVACY_PAGE)}>
          <Trans>Next</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
