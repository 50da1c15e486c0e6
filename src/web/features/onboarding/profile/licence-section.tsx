import { useState } from 'react';
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDay } from '../../../lib/i18n/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { WholeBadge } from '../../../lib/ui/whole-badge';
import { downloadLicenceDocument, useRemoveLicence } from '../api/licences';
import type { Licence } from '../../../lib/licences/licences-query';
import type { LicenceSlot } from './licence-slots';
import { LicenceEditModal } from './licence-edit-modal';
import { ProfileRows, ProfileSection } from './profile-section';

/** What the server decided of the licence's dates, and care's check once it made one. */
function LicenceBadges({ licence }: { licence: Licence }) {
  const { t, i18n } = useLingui();
  const status = {
    valid: { color: 'teal', text: t`Valid` },
    expiring: { color: 'yellow', text: t`Expires soon` },
    expired: { color: 'red', text: t`Expired` },
  }[licence.status];
  const verifiedOn = licence.verified ? formatDay(licence.verified.at.slice(0, 10), i18n.locale) : null;
  return (
    <Group gap="xs">
      <WholeBadge color={status.color} data-licence-status={licence.status}>
        {status.text}
      </WholeBadge>
      {verifiedOn ? <WholeBadge color="blue">{t`Verified by Medilink customer care on ${verifiedOn}`}</WholeBadge> : null}
    </Group>
  );
}

function LicenceEntry({
  slot,
  bodyName,
  onEdit,
  onRemove,
}: {
  slot: LicenceSlot;
  bodyName: (code: string) => string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const { licence, jobTitleLabel } = slot;
  const headingId = `licence-${slot.jobTitle}-title`;
  if (!licence) {
    return (
      <Stack gap="xs" component="article" aria-labelledby={headingId}>
        <Title order={3} size="h5" id={headingId}>
          {jobTitleLabel}
        </Title>
        <Text c="dimmed" fs="italic">
          <Trans>Not added yet. Medilink customer care checks it before recommending you for this job title.</Trans>
        </Text>
        <Group>
          <Button onClick={onEdit} aria-label={t`Add the licence: ${jobTitleLabel}`}>
            <Trans>Add the licence</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }
  const documentName = licence.document?.name;
  return (
    <Stack gap="sm" component="article" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {jobTitleLabel}
        </Title>
        <LicenceBadges licence={licence} />
      </Group>
      <ProfileRows
        rows={[
          { label: t`Issuing body`, value: bodyName(licence.body) },
          { label: t`Licence number`, value: licence.number },
          { label: t`Issued on`, value: formatDay(licence.issued_on, i18n.locale) },
          { label: t`Expires on`, value: formatDay(licence.expires_on, i18n.locale) },
        ]}
      />
      {licence.status === 'expired' ? (
        <Text size="sm" c="red.8">
          <Trans>The licence has expired: you receive no offers for this job title until you add the renewed one.</Trans>
        </Text>
      ) : null}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} c={documentName ? undefined : 'dimmed'}>
        {documentName ? <Trans>Document: {documentName}</Trans> : <Trans>No document yet: upload the licence as a PDF or a photo.</Trans>}
      </Text>
      <Group gap="sm">
        <Button variant="light" size="xs" onClick={onEdit} aria-label={t`Edit the licence: ${jobTitleLabel}`}>
          <Trans>Edit</Trans>
        </Button>
        {documentName ? (
          <Button variant="default" size="xs" onClick={() => downloadLicenceDocument(slot.jobTitle).catch(notifyError)}>
            <Trans>Download the document</Trans>
          </Button>
        ) : null}
        <Button variant="subtle" color="red" size="xs" onClick={onRemove} aria-label={t`Remove the licence: ${jobTitleLabel}`}>
          <Trans>Remove</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * "Licence to practise": one entry per regulated job title of the profile (the server says which), each added,
 * edited or removed on its own. Removing asks once: the document and care's check go with it.
 */
export function LicenceSection({
  slots,
  bodyName,
  editing,
  onEdit,
  onClose,
}: {
  slots: LicenceSlot[];
  bodyName: (code: string) => string;
  /** The job title whose licence dialog is open. */
  editing: string | null;
  onEdit: (jobTitle: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [removing, setRemoving] = useState<LicenceSlot | null>(null);
  const remove = useRemoveLicence();
  if (!slots.length) return null;
  const removingTitle = removing?.jobTitleLabel ?? '';
  return (
    <ProfileSection id="section-licences" title={t`Licence to practise`} rows={[]}>
      <Text size="sm" c="dimmed">
        <Trans>
          The licence issued by your professional body for each regulated job title of your profile. Medilink customer care checks it during the phone
          call; employers then see that it was verified and until when it is valid.
        </Trans>
      </Text>
      {slots.map((slot, index) => (
        <Stack key={slot.jobTitle} gap="md">
          {index > 0 ? <Divider /> : null}
          <LicenceEntry slot={slot} bodyName={bodyName} onEdit={() => onEdit(slot.jobTitle)} onRemove={() => setRemoving(slot)} />
        </Stack>
      ))}
      <LicenceEditModal slot={slots.find((slot) => slot.jobTitle === editing) ?? null} onClose={onClose} />
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t`Remove the licence for ${removingTitle}?`}
        confirmLabel={t`Remove the licence`}
        color="red"
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.jobTitle, {
            onSuccess: () => {
              notifySuccess(t`The licence was removed`);
              setRemoving(null);
            },
            onError: notifyError,
          })
        }
      >
        <Trans>
          The number, the dates, the document and Medilink's check are deleted from your profile. You can add the licence again at any time.
        </Trans>
      </ConfirmDialog>
    </ProfileSection>
  );
}
