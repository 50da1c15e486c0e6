import { Button, Fieldset, Group, NumberInput, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_BONUSES } from '../../../../../../machines/index';
import { DayInput } from '../../../../lib/ui/day-input';
import type { OfferDraft } from './final-offer-draft';

type Set = <K extends keyof OfferDraft>(field: K, value: OfferDraft[K]) => void;
type Num = number | '';
const numberOf = (x: string | number): Num => (typeof x === 'number' ? x : '');

interface FieldsProps {
  draft: OfferDraft;
  set: Set;
  /** The translated error of a payload field ('otherPay.0.label'), once the company tried to send. */
  error: (field: string) => string | undefined;
  today: string;
}

/** A whole number field: what was typed stays as typed (clamping turned "-100" into 1); the rules say what is wrong. */
export function Whole({
  label,
  value,
  onChange,
  error,
  description,
}: {
  label: string;
  value: Num;
  onChange: (n: Num) => void;
  error?: string | undefined;
  description?: string;
}) {
  return (
    <NumberInput
      label={label}
      description={description}
      withAsterisk
      clampBehavior="none"
      allowDecimal={false}
      thousandSeparator=" "
      value={value}
      onChange={(x) => onChange(numberOf(x))}
      error={error}
    />
  );
}

/** The place, the post and the duration: where, what and for how long. */
export function PostFields({ draft, set, error, today }: FieldsProps) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Place, post and duration`}>
      <Stack gap="sm">
        <TextInput
          label={t`Place of work`}
          withAsterisk
          value={draft.placeOfWork}
          onChange={(e) => set('placeOfWork', e.currentTarget.value)}
          error={error('placeOfWork')}
        />
        <TextInput
          label={t`Post (job title)`}
          withAsterisk
          value={draft.jobTitle}
          onChange={(e) => set('jobTitle', e.currentTarget.value)}
          error={error('jobTitle')}
        />
        <Radio.Group
          label={t`Role`}
          withAsterisk
          value={draft.position}
          onChange={(x) => set('position', x as OfferDraft['position'])}
          error={error('position')}
        >
          <Group mt={6}>
            <Radio value="execution" label={t`Execution`} />
            <Radio value="management" label={t`Management`} />
          </Group>
        </Radio.Group>
        <DayInput
          label={t`Start date`}
          withAsterisk
          minDate={today}
          value={draft.startDate}
          onChange={(x) => set('startDate', x)}
          error={error('startDate')}
        />
        <Radio.Group label={t`Contract period`} withAsterisk value={draft.contract} onChange={(x) => set('contract', x as OfferDraft['contract'])}>
          <Group mt={6}>
            <Radio value="undetermined" label={t`Undetermined`} />
            <Radio value="determined" label={t`Determined`} />
          </Group>
        </Radio.Group>
        {draft.contract === 'determined' ? (
          <Whole label={t`Length (months)`} value={draft.contractMonths} onChange={(n) => set('contractMonths', n)} error={error('contractMonths')} />
        ) : null}
      </Stack>
    </Fieldset>
  );
}

/** The working time: normă, hours, shifts and gărzi. */
export function WorkingTimeFields({ draft, set, error }: FieldsProps) {
  const { t } = useLingui();
  const shifts = [
    { value: 'day', label: t`Day shifts` },
    { value: '12h', label: t`12 h shifts` },
    { value: '24h', label: t`24 h shifts` },
    { value: 'rotating', label: t`Rotating shifts` },
  ];
  return (
    <Fieldset legend={t`Working time`}>
      <Stack gap="sm">
        <Radio.Group label={t`Normă`} withAsterisk value={draft.norma} onChange={(x) => set('norma', x as OfferDraft['norma'])}>
          <Group mt={6}>
            <Radio value="full" label={t`Full time`} />
            <Radio value="part" label={t`Part time`} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Whole label={t`Hours a week`} value={draft.hoursPerWeek} onChange={(n) => set('hoursPerWeek', n)} error={error('hoursPerWeek')} />
          <Select
            label={t`Shifts`}
            withAsterisk
            data={shifts}
            value={draft.shiftPattern}
            onChange={(x) => set('shiftPattern', x)}
            error={error('shiftPattern')}
          />
          <Whole label={t`Gărzi a month`} value={draft.garziPerMonth} onChange={(n) => set('garziPerMonth', n)} error={error('garziPerMonth')} />
          {draft.garziPerMonth !== 0 ? (
            <Whole label={t`Pay per gardă (LEI gross)`} value={draft.gardaPay} onChange={(n) => set('gardaPay', n)} error={error('gardaPay')} />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/** Other pay elements than the base salary: a short list of label and amount. */
export function OtherPayFields({ draft, set, error }: FieldsProps) {
  const { t } = useLingui();
  const change = (i: number, part: Partial<OfferDraft['otherPay'][number]>) =>
    set(
      'otherPay',
      draft.otherPay.map((p, j) => (j === i ? { ...p, ...part } : p)),
    );
  return (
    <Stack gap="xs">
      {draft.otherPay.map((pay, i) => (
        <Group key={i} align="flex-start" wrap="nowrap" gap="xs">
          <TextInput
            flex={2}
            label={t`Pay element ${i + 1}`}
            value={pay.label}
            onChange={(e) => change(i, { label: e.currentTarget.value })}
            error={error(`otherPay.${i}.label`)}
          />
          <NumberInput
            flex={1}
            label={t`LEI gross`}
            allowDecimal={false}
            clampBehavior="none"
            value={pay.amount}
            onChange={(x) => change(i, { amount: numberOf(x) })}
            error={error(`otherPay.${i}.amount`)}
          />
          <Button
            mt={25}
            variant="subtle"
            color="red"
            aria-label={t`Remove pay element ${i + 1}`}
            onClick={() =>
              set(
                'otherPay',
                draft.otherPay.filter((_, j) => j !== i),
              )
            }
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
      ))}
      {draft.otherPay.length < MAX_BONUSES ? (
        <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => set('otherPay', [...draft.otherPay, { label: '', amount: '' }])}>
          <Trans>Add a bonus or allowance</Trans>
        </Button>
      ) : null}
      {error('otherPay') ? (
        <Text size="sm" c="red">
          {error('otherPay')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Leave, notice and probation: the Labour Code's minimums are the defaults. */
export function LeaveFields({ draft, set, error }: FieldsProps) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Leave, notice and probation`}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Whole label={t`Annual leave (working days)`} value={draft.leaveDays} onChange={(n) => set('leaveDays', n)} error={error('leaveDays')} />
        <Whole label={t`Probation (days)`} value={draft.probationDays} onChange={(n) => set('probationDays', n)} error={error('probationDays')} />
        <Whole
          label={t`Employer's notice (working days)`}
          value={draft.dismissalNoticeDays}
          onChange={(n) => set('dismissalNoticeDays', n)}
          error={error('dismissalNoticeDays')}
        />
        <Whole
          label={t`Resignation notice (working days)`}
          value={draft.resignationNoticeDays}
          onChange={(n) => set('resignationNoticeDays', n)}
          error={error('resignationNoticeDays')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
