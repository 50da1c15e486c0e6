import { Button, Group } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useStepMode } from './step-mode';

export function StepActions({ saving, onBack, last = false }: { saving: boolean; onBack?: () => void; last?: boolean }) {
  const editing = useStepMode() === 'edit';
  return (
    <Group justify="space-between" mt="md">
      {onBack ? (
        <Button variant="default" onClick={onBack} disabled={saving}>
          {editing ? <Trans>Cancel</Trans> : <Trans>Back</Trans>}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={saving}>
        {editing ? <Trans>Save</Trans> : last ? <Trans>Finish</Trans> : <Trans>Save and continue</Trans>}
      </Button>
    </Group>
  );
}
