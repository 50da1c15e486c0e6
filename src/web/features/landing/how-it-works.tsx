import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

export function HowItWorks() {
  const { t } = useLingui();
  const steps = [
    { title: t`Offer`, text: t`A matched offer arrives; answer within 48 hours.` },
    { title: t`Interview`, text: t`Office, phone or video, at a time that suits both sides.` },
    { title: t`Final offer`, text: t`Salary, start date and contract period, in writing.` },
    { title: t`Hire`, text: t`Accept and start. We stay in touch if anything changes.` },
  ];
  return (
    <Box bg="white" py={{ base: 40, sm: 64 }} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg">
        <Stack gap="xl">
          <Title order={2} ta="center">
            <Trans>How it works</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {steps.map((step, index) => (
              <Stack key={step.title} gap={6}>
                <ThemeIcon size={36} radius="xl" aria-hidden>
                  {index + 1}
                </ThemeIcon>
                <Title order={3} size="h4">
                  {step.title}
                </Title>
                <Text c="dimmed" size="sm">
                  {step.text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
