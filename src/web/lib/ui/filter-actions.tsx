import { Button, Group, type GroupProps } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** The end of a filter form: "Reset" clears the filters, "Apply" submits the form. */
export function FilterActions({ onReset, ...group }: { onReset: () => void } & GroupProps) {
  return (
    <Group gap="sm" {...group}>
      <Button variant="default" type="button" onClick={onReset}>
        <Trans>Reset</Trans>
      </Button>
      <Button type="submit">
        <Trans>Apply</Trans>
      </Button>
    </Group>
  );
}
