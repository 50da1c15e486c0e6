import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useLicences } from '../../lib/licences/licences-query';
import { useNomenclature } from '../../lib/nomenclatures/use-nomenclature';

/**
 * Care validates a candidate for a regulated job title only with a valid licence to practise: while one of her
 * titles has none (or only an expired one) the dashboard says so, with the way to the profile's licence section.
 */
export function LicenceCard() {
  const { t } = useLingui();
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
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      title={expired ? t`Renew your licence to practise` : t`Add your licence to practise`}
      component="section"
      aria-label={t`Licence to practise`}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          <Trans>
            Medilink customer care can recommend you to employers as {names} only with a valid licence to practise (aviz de liberă practică). Add its
            number and dates in your profile; customer care then checks it.
          </Trans>
        </Text>
        <Button component={Link} to="/profile#section-licences" size="sm">
          {expired ? <Trans>Renew the licence</Trans> : <Trans>Add the licence</Trans>}
        </Button>
      </Stack>
    </Alert>
  );
}
