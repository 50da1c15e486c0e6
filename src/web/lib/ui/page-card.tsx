import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

/** The centred card every sign-in, registration and password screen sits in. */
export function PageCard({ title, intro, children, size = 460 }: { title: ReactNode; intro?: ReactNode; children: ReactNode; size?: number }) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder shadow="xs" radius="lg" p={{ base: 'lg', sm: 32 }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {intro ? <Text c="dimmed">{intro}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
