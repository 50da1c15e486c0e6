import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router-dom';
import { runtimeConfig } from '../lib/config/runtime-config';

export function BrandLink({ to = '/' }: { to?: string }) {
  const { brand } = runtimeConfig();
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={30} radius="md" aria-hidden>
          <svg viewBox="0 0 32 32" width="18" height="18">
            <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="currentColor" />
          </svg>
        </ThemeIcon>
        <Text fw={700} size="lg" c="medical.9">
          {brand}
        </Text>
      </Group>
    </Anchor>
  );
}
