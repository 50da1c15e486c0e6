import { Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCompanies, type CareCompany } from './api/get-companies';
import { useUpdateCredits } from './api/update-credits';
import { formatPhone } from '../../../../machines/phone';
import { HeadRow } from './head-row';

function CreditsForm({ company }: { company: CareCompany }) {
  const { t } = useLingui();
  const [credits, setCredits] = useState<number | string>(company.credits);
  const update = useUpdateCredits();
  const valid = typeof credits === 'number' && Number.isInteger(credits) && credits >= 0;
  return (
    <Group gap="xs" wrap="nowrap">
      <NumberInput
        aria-label={t`Credits of ${company.name}`}
        value={credits}
        onChange={setCredits}
        min={0}
        max={1_000_000}
        allowDecimal={false}
        w={110}
        size="xs"
      />
      <Button
        size="xs"
        variant="light"
        disabled={!valid || credits === company.credits}
        loading={update.isPending}
        onClick={() =>
          valid && update.mutate({ id: company.id, credits }, { onSuccess: () => notifySuccess(t`Credits saved.`), onError: notifyError })
        }
      >
        <Trans>Save</Trans>
      </Button>
    </Group>
  );
}

/** Every company's credits, editable by care. */
export function CompanyCredits() {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const companies = useCompanies(debounced);
  return (
    <Stack>
      <TextInput label={t`Company`} placeholder={t`Name or email`} value={q} onChange={(e) => setQ(e.currentTarget.value)} maw={360} />
      {companies.isSuccess && !companies.data.length ? (
        <Text c="dimmed">
          <Trans>No company found.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped verticalSpacing="sm" aria-label={t`Company credits`}>
            <HeadRow columns={[t`Company`, t`Contact`, t`Open posts`, t`Credits`]} />
            <Table.Tbody>
              {(companies.data ?? []).map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {c.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{c.contact_name}</Text>
                    <Text size="xs" c="dimmed">
                      {c.email} · {formatPhone(c.phone)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.open_needs ?? 0}</Table.Td>
                  <Table.Td>
                    <CreditsForm key={c.credits} company={c} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
