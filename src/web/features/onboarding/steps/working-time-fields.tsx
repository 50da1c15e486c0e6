import { Checkbox, Group, NumberInput, Radio, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ShiftPattern } from '../../../../../machines/working-time';

export interface WorkingTimeValues {
  max_garzi_per_month: number | null;
  accepts_nights: boolean | null;
  accepts_weekends: boolean | null;
  accepted_shift_patterns: ShiftPattern[];
}

type Props = {
  values: WorkingTimeValues;
  errors: Record<string, string | undefined>;
  onChange: <K extends keyof WorkingTimeValues>(field: K, value: WorkingTimeValues[K]) => void;
};

// A yes/no limit keeps a third answer, "not said": matching then never leaves her out on it.
const toAnswer = (value: boolean | null) => (value === null ? 'unsaid' : value ? 'yes' : 'no');
const fromAnswer = (answer: string) => (answer === 'unsaid' ? null : answer === 'yes');

/** The working-time limits a candidate states in the pay step: matching never sends her an offer that breaks one. */
export function WorkingTimeFields({ values, errors, onChange }: Props) {
  const { t } = useLingui();
  const patterns: { value: ShiftPattern; label: string }[] = [
    { value: 'day', label: t`Day shifts` },
    { value: '12h', label: t`12 h shifts` },
    { value: '24h', label: t`24 h shifts` },
    { value: 'rotating', label: t`Rotating shifts` },
  ];
  const yesNo = (field: 'accepts_nights' | 'accepts_weekends', label: string) => (
    <Radio.Group label={label} value={toAnswer(values[field])} onChange={(answer) => onChange(field, fromAnswer(answer))}>
      <Group gap="md" mt={4}>
        <Radio value="yes" label={t`Yes`} />
        <Radio value="no" label={t`No`} />
        <Radio value="unsaid" label={t`I'd rather not say`} />
      </Group>
    </Radio.Group>
  );
  return (
    <Stack gap="md">
      <Checkbox.Group
        label={t`Shift patterns you accept`}
        description={t`None ticked: we do not filter offers by shifts.`}
        value={values.accepted_shift_patterns}
        onChange={(value) => onChange('accepted_shift_patterns', value)}
        error={errors.accepted_shift_patterns}
      >
        <Group gap="md" mt={4}>
          {patterns.map((p) => (
            <Checkbox key={p.value} value={p.value} label={p.label} />
          ))}
        </Group>
      </Checkbox.Group>
      <NumberInput
        label={t`At most how many gărzi (on-call shifts) a month`}
        description={t`Empty: you did not say. 0: no gărzi.`}
        min={0}
        max={31}
        allowDecimal={false}
        allowNegative={false}
        value={values.max_garzi_per_month ?? ''}
        onChange={(value) => onChange('max_garzi_per_month', typeof value === 'number' ? value : null)}
        error={errors.max_garzi_per_month}
      />
      {yesNo('accepts_nights', t`Night work is fine`)}
      {yesNo('accepts_weekends', t`Weekend work is fine`)}
    </Stack>
  );
}
