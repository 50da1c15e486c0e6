import { Button, Card, List, Stack, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function AudienceCard({ title, points, action, to }: { title: string; points: string[]; action: string; to: string }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
              ✓
            </ThemeIcon>
          }
        >
          {points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        {/* Long Romanian labels wrap instead of running out of the card on a phone. */}
        <Button
          component={Link}
          to={to}
          variant="light"
          h="auto"
          py={10}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        >
          {action}
        </Button>
      </Stack>
    </Card>
  );
}
