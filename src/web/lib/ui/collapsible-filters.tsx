import { Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIdleAfter } from './use-idle-after';
import { usePhone } from './use-phone';

/**
 * A list's filters: always open on a wide screen; on a phone behind a "Filters" button, so the list comes first.
 * Folded filters that were never opened are not rendered at all: their inputs cost a phone's first paint its main
 * thread. Once opened they stay mounted, so what was typed survives folding them again. `prefetch` fetches their code
 * (lib/ui/folded-on-phone.tsx) once the page has painted and the browser is idle.
 */
export function CollapsibleFilters({ active, prefetch, children }: { active: number; prefetch?: () => Promise<unknown>; children: ReactNode }) {
  const phone = usePhone();
  const [opened, { toggle }] = useDisclosure(false);
  const [everOpened, setEverOpened] = useState(false);
  const id = useId();
  const idle = useIdleAfter(phone && prefetch !== undefined);
  useEffect(() => {
    if (idle) prefetch?.().catch(() => undefined); // unfolding them shows the failure, and tries again
  }, [idle, prefetch]);
  if (!phone) return children;
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        onClick={() => {
          setEverOpened(true);
          toggle();
        }}
        aria-expanded={opened}
        aria-controls={id}
        style={{ alignSelf: 'flex-start' }}
      >
        {active ? <Trans>Filters ({active})</Trans> : <Trans>Filters</Trans>}
      </Button>
      <Collapse expanded={opened} id={id}>
        {everOpened ? children : null}
      </Collapse>
    </Stack>
  );
}
