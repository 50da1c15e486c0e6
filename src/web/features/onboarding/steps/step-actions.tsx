import { Button, Group } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

export function StepActions({ saving, onBack, last = false }: { saving: boolean; onBack?: () => void; last?: boolean }) {
  return (
    <Group justify="space-between" mt="md">
      {onBack ? (
        <Button variant="default" onClick={onBack} disabled={saving}>
          <Trans>Back</Trans>
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={saving}>
        {last ? <Trans>Finish</Trans> : <Trans>Save and continue</Trans>}
      </Button>
    </Group>
  );
}
