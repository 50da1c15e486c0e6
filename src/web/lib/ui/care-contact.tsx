import { Anchor, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { runtimeConfig } from '../config/runtime-config';

/** How to reach customer care (CARE_PHONE, CARE_EMAIL): on every screen that sends people to care. */
export function CareContact() {
  const { phone, email } = runtimeConfig().care;
  if (!phone && !email) return null;
  return (
    <Group gap="xs" wrap="wrap" mt={6} data-testid="care-contact">
      <Text size="sm" fw={500}>
        <Trans>Medilink customer care:</Trans>
      </Text>
      {phone ? (
        <Anchor href={`tel:${phone.replace(/[^+0-9]/g, '')}`} size="sm">
          {phone}
        </Anchor>
      ) : null}
      {email ? (
        <Anchor href={`mailto:${email}`} size="sm">
          {email}
        </Anchor>
      ) : null}
    </Group>
  );
}
