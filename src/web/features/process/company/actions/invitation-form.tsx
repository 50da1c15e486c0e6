import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { PHONE_MAX_LENGTH, formatPhone, interviewSchema, type Interview } from '../../../../../../machines/index';
import { errorCodeOf, errorCodeText } from '../../error-code-text';
import { OptionsFields } from '../../options-fields';
import { emptySlots } from '../../options-picker';
import { checkOptionSlots } from '../../slot-check';
import type { BookedAppointment } from '../../api/get-interview-clashes';
import { ClashNotice } from '../../clash-notice';
import { useCompanyContact } from '../api/company-contact';
import { AvailabilityNotice } from './availability-notice';

type InterviewType = Interview['type'];

interface InvitationFormProps {
  /** The post's own address, which the office interview starts from; null sends it to the company's address. */
  workplace: string | null;
  pending: boolean;
  submitLabel: string;
  /** The company's interviews in its other processes: a proposed time on one of them is warned of. */
  appointments: readonly BookedAppointment[];
  onSend: (payload: { interview: Interview; options: string[] }) => void;
}

/**
 * The interview invitation (spec §2, §5): office needs an address and a contact person, phone a phone number,
 * virtual nothing (the server opens its meeting room), and exactly 3 options. The machine's own schemas judge.
 */
export function InvitationForm({ workplace, pending, submitLabel, appointments, onSend }: InvitationFormProps) {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<InterviewType>('office');
  const [fields, setFields] = useState({ address: '', contactPerson: '', phone: '' });
  // The post's address (else the company's), and the contact person and phone from the company's profile start the
  // invitation; fields typed into stay.
  const company = useCompanyContact().data;
  useEffect(() => {
    if (!company) return;
    const address = workplace ?? [company.address, company.city_name].filter(Boolean).join(', ');
    setFields((current) => ({
      ...current,
      address: current.address || address,
      contactPerson: current.contactPerson || company.contact_name,
      phone: current.phone || (company.phone ? formatPhone(company.phone) : ''),
    }));
  }, [company, workplace]);
  const [slots, setSlots] = useState(emptySlots);
  const [tried, setTried] = useState(false);
  // Options of a proposal and of a counter-proposal follow the same rules.
  const check = checkOptionSlots('company.proposeOptions', slots);
  const draft =
    type === 'office'
      ? { type, address: fields.address, contactPerson: fields.contactPerson }
      : type === 'phone'
        ? { type, phone: fields.phone }
        : { type };
  const parsed = interviewSchema.safeParse(draft);
  const fieldError = (name: string) => {
    if (!tried || parsed.success) return undefined;
    const code = errorCodeOf(parsed.error.issues.find((i) => i.path[0] === name)?.message);
    return code && errorCodeText[code] ? i18n._(errorCodeText[code]) : undefined;
  };
  const bind = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setFields({ ...fields, [name]: e.currentTarget.value }),
    error: fieldError(name),
  });

  function submit() {
    setTried(true);
    if (parsed.success && check.instants) onSend({ interview: parsed.data, options: check.instants });
  }

  return (
    <Stack gap="md">
      <Radio.Group label={t`Interview type`} withAsterisk value={type} onChange={(x) => setType(x)}>
        <Group mt={6}>
          <Radio value="office" label={t`At the office`} />
          <Radio value="phone" label={t`By phone`} />
          <Radio value="virtual" label={t`Online meeting`} />
        </Group>
      </Radio.Group>
      {type === 'office' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Address`} withAsterisk maxLength={300} {...bind('address')} />
          <TextInput label={t`Contact person`} withAsterisk maxLength={120} {...bind('contactPerson')} />
        </SimpleGrid>
      ) : type === 'phone' ? (
        <TextInput label={t`Phone number`} withAsterisk type="tel" maxLength={PHONE_MAX_LENGTH} {...bind('phone')} />
      ) : (
        <Text size="sm" c="dimmed">
          {t`A private video meeting link is created when you send the invitation and sent to both of you.`}
        </Text>
      )}
      <OptionsFields
        slots={slots}
        onChange={setSlots}
        check={check}
        tried={tried}
        notice={
          <>
            <AvailabilityNotice instants={check.instants ?? []} />
            <ClashNotice appointments={appointments} instants={check.instants ?? []} />
          </>
        }
      />
      <Group justify="flex-end">
        <Button loading={pending} onClick={submit}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
