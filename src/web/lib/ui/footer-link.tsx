import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The centred link under a sign-in, registration or password form (e.g. "No account? Create account"). */
export function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Text ta="center" size="sm">
      <Anchor component={Link} to={to}>
        {children}
      </Anchor>
    </Text>
  );
}
