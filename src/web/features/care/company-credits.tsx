import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCompanies, type CareCompany } from './api/get-companies';
import { useUpdateCredits } from './api/update-credits';
import { PersonCell } from './person-cell';
import { ResponsiveList, type ListColumn } from '../../lib/ui/responsive-list';

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
  const columns: ListColumn<CareCompany>[] = [
    {
      label: t`Company`,
      kind: 'title',
      cell: (c) => (
        <Text fw={600} size="sm">
          {c.name}
        </Text>
      ),
    },
    {
      label: t`Contact`,
      cell: (c) => <PersonCell name={c.contact_name} email={c.email} phone={c.phone} />,
    },
    { label: t`Open posts`, cell: (c) => c.open_needs ?? 0 },
    { label: t`Credits`, kind: 'action', cell: (c) => <CreditsForm key={c.credits} company={c} /> },
  ];
  return (
    <Stack>
      <TextInput label={t`Company`} placeholder={t`Name or email`} value={q} onChange={(e) => setQ(e.currentTarget.value)} maw={360} />
      {companies.isSuccess && !companies.data.length ? (
        <Text c="dimmed">
          <Trans>No company found.</Trans>
        </Text>
      ) : (
        <ResponsiveList label={t`Company credits`} rows={companies.data ?? []} rowKey={(c) => c.id} columns={columns} />
      )}
    </Stack>
  );
}
