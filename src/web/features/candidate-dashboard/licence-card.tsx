import { Button, Card, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useLicences } from '../../lib/licences/licences-query';
import { useNomenclature } from '../../lib/nomenclatures/use-nomenclature';

/**
 * Care validates a candidate for a regulated job title only with a valid licence to practise: while one of her
 * titles has none (or only an expired one) the dashboard says so, with the way to the profile's licence section.
 */
export function LicenceCard() {
  const licences = useLicences();
  const titles = useNomenclature('functions');
  const view = licences.data;
  if (!view) return null;
  const wanting = view.required.filter((jobTitle) => {
    const licence = view.items.find((item) => item.job_title === jobTitle);
    return !licence || licence.status === 'expired';
  });
  if (!wanting.length) return null;
  const expired = wanting.some((jobTitle) => view.items.some((item) => item.job_title === jobTitle));
  const names = wanting.map((jobTitle) => titles.find((option) => option.value === jobTitle)?.label ?? jobTitle).join(', ');
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="licence-card-title"
      style={{ borderColor: 'var(--mantine-color-orange-5)' }}
    >
      <Stack gap="sm" align="flex-start">
        <Text fw={600} component="h2" m={0} fz="md" id="licence-card-title">
          {expired ? <Trans>Renew your licence to practise</Trans> : <Trans>Add your licence to practise</Trans>}
        </Text>
        <Text size="sm">
          <Trans>
            Medilink customer care can recommend you to employers as {names} only with a valid licence to practise (aviz de liberă practică). Add its
            number and dates in your profile; customer care then checks it.
          </Trans>
        </Text>
        <Button component={Link} to="/profile" size="sm">
          {expired ? <Trans>Renew the licence</Trans> : <Trans>Add the licence</Trans>}
        </Button>
      </Stack>
    </Card>
  );
}
