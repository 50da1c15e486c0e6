import '@mantine/dates/styles.css';
import 'dayjs/locale/ro';
import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '../../../lib/api/client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { notifyWithUndo } from '../../../lib/ui/undo-notification';
import { useSaveProfileDetails } from '../api/candidate-profile';
import type { OnboardingPatch } from '../api/onboarding-profile';

// The profile's own dialogs for what no wizard step holds; each saves with PATCH /register/candidate/{id} without a
// `step`, checked in the browser as the server checks it (src/server/profiles/onboarding.ts).

export function DetailsModal({
  opened,
  title,
  saving,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={opened} onClose={saving ? () => undefined : onClose} title={title} size="lg" fullScreen={phone} radius="lg">
      {children}
    </Modal>
  );
}

export function DialogActions({
  saving,
  onCancel,
  onRemove,
  removeLabel,
}: {
  saving: boolean;
  onCancel: () => void;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      {onRemove ? (
        <Button variant="subtle" color="red" onClick={onRemove} disabled={saving} aria-label={removeLabel}>
          <Trans>Remove</Trans>
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm" ml="auto">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={saving}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Group>
  );
}

/** Saves the fields; on a refusal shows the server's field errors (mapped by `mapErrors`) and its message. */
export function useDetailsSave(onClose: () => void) {
  const { t } = useLingui();
  const save = useSaveProfileDetails();
  return {
    saving: save.isPending,
    /** Saves `fields`; with `undo` (the fields as they were), the toast offers to put them back. */
    run(
      fields: OnboardingPatch,
      setServerErrors: (errors: Record<string, string[] | string> | undefined) => void,
      saved = t`The profile was saved`,
      undo?: OnboardingPatch,
    ) {
      save.mutate(fields, {
        onSuccess() {
          if (undo)
            notifyWithUndo(saved, () => save.mutate(undo, { onSuccess: () => notifySuccess(t`The entry was restored`), onError: notifyError }));
          else notifySuccess(saved);
          onClose();
        },
        onError(error) {
          if (error instanceof ApiError) setServerErrors(error.fieldErrors);
          notifyError(error);
        },
      });
    },
  };
}

export type DetailsSave = ReturnType<typeof useDetailsSave>;
