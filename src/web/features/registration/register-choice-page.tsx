import { Badge, Card, Container, SimpleGrid, Stack, Text, Title, Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';

export function RegisterChoicePage() {
  const { t } = useLingui();
  usePageTitle(t`Create account`);
  return (
    <Container size={820} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap={6} ta="center">
          <Title order={1} size="h2">
            <Trans>Create your account</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Tell us who you are and we will guide you from there.</Trans>
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card withBorder radius="lg" padding="xl">
            <Stack gap="sm" h="100%">
              <Badge variant="light">
                <Trans>Medical staff</Trans>
              </Badge>
              <Title order={2} size="h3">
                <Trans>I am looking for a job</Trans>
              </Title>
              <Text c="dimmed" style={{ flex: 1 }}>
                <Trans>Doctors, nurses, midwives and pharmacists: receive offers that match your specialty, city and salary.</Trans>
              </Text>
              <Button component={Link} to="/register/candidate/">
                <Trans>Register as a candidate</Trans>
              </Button>
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="xl">
            <Stack gap="sm" h="100%">
              <Badge variant="light" color="indigo">
                <Trans>Employers</Trans>
              </Badge>
              <Title order={2} size="h3">
                <Trans>I am hiring</Trans>
              </Title>
              <Text c="dimmed" style={{ flex: 1 }}>
                <Trans>Clinics, hospitals, pharmacies and laboratories: meet verified candidates and run interviews in one place.</Trans>
              </Text>
              <Button component={Link} to="/register/company/" variant="outline" color="indigo">
                <Trans>Register as a company</Trans>
              </Button>
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
