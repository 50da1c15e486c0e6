import { SalaryMarketHint } from './salary-market-hint';
import { Checkbox, Fieldset, Group, NumberInput, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { DayInput } from '../../lib/ui/day-input';
import type { NeedFormValues } from './need-form-schema';

type Props = {
  values: NeedFormValues;
  errors: Record<string, string | undefined>;
  setField: <K extends keyof NeedFormValues>(field: K, value: NeedFormValues[K]) => void;
};

const amount = (value: number | string): number | '' => (typeof value === 'number' ? value : '');

/**
 * The post's terms, every one required: pay first (gross monthly LEI for the normă), then working time, gărzi,
 * start, contract and probation. The candidate reads them on the offer before she answers.
 */
export function NeedTermsFields({ values: v, errors, setField }: Props) {
  const { t } = useLingui();
  const number = (
    field: 'salary_min' | 'salary_max' | 'hours_per_week' | 'garzi_per_month' | 'garda_pay' | 'contract_months' | 'probation_days',
  ) => ({
    value: v[field],
    onChange: (x: number | string) => setField(field, amount(x)),
    error: errors[field],
    allowDecimal: false,
    allowNegative: false,
    withAsterisk: true,
  });
  const yesNo = (field: 'night_work' | 'weekend_work', label: string) => (
    <Radio.Group label={label} withAsterisk value={v[field]} onChange={(x) => setField(field, x as 'yes' | 'no')} error={errors[field]}>
      <Group mt={6}>
        <Radio value="yes" label={t`Yes`} />
        <Radio value="no" label={t`No`} />
      </Group>
    </Radio.Group>
  );

  return (
    <Stack gap="md">
      <Fieldset legend={t`Pay (gross, LEI per month)`} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label={t`Gross monthly salary from (LEI)`} min={1} thousandSeparator="." decimalSeparator="," {...number('salary_min')} />
          <NumberInput label={t`Gross monthly salary to (LEI)`} min={1} thousandSeparator="." decimalSeparator="," {...number('salary_max')} />
        </SimpleGrid>
        {/* Under the pay it informs: the market's range for this job title and city. */}
        <SalaryMarketHint jobTitle={v.job_title} specialty={v.specialty} city={v.city} min={v.salary_min} max={v.salary_max} />
      </Fieldset>
      <Fieldset legend={t`Working time`} radius="md">
        <Stack gap="sm">
          <Radio.Group label={t`Normă`} withAsterisk value={v.norma} onChange={(x) => setField('norma', x as 'full' | 'part')} error={errors.norma}>
            <Group mt={6}>
              <Radio value="full" label={t`Full time (normă întreagă)`} />
              <Radio value="part" label={t`Part time (normă parțială)`} />
            </Group>
          </Radio.Group>
          {v.norma === 'part' ? <NumberInput label={t`Hours per week`} min={1} max={39} {...number('hours_per_week')} /> : null}
          <Select
            label={t`Shift pattern`}
            withAsterisk
            data={[
              { value: 'day', label: t`Day shifts` },
              { value: '12h', label: t`12 h shifts` },
              { value: '24h', label: t`24 h shifts` },
              { value: 'rotating', label: t`Rotating shifts` },
            ]}
            value={v.shift_pattern || null}
            onChange={(x) => setField('shift_pattern', (x ?? '') as NeedFormValues['shift_pattern'])}
            error={errors.shift_pattern}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {yesNo('night_work', t`Night work`)}
            {yesNo('weekend_work', t`Weekend work`)}
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Fieldset legend={t`Gărzi (on-call shifts)`} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput label={t`Gărzi per month`} min={0} max={31} {...number('garzi_per_month')} />
          {v.garzi_per_month !== '' && v.garzi_per_month > 0 ? (
            <>
              <NumberInput
                label={t`Gross pay per gardă (LEI)`}
                min={1}
                thousandSeparator="."
                decimalSeparator=","
                {...number('garda_pay')}
                withAsterisk={false}
              />
              <Select
                label={t`Kind of gardă`}
                clearable
                data={[
                  { value: 'on_site', label: t`On site (în unitate)` },
                  { value: 'on_call_home', label: t`On call from home (la domiciliu)` },
                ]}
                value={v.garda_kind || null}
                onChange={(x) => setField('garda_kind', (x ?? '') as NeedFormValues['garda_kind'])}
                error={errors.garda_kind}
              />
            </>
          ) : null}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t`Start and contract`} radius="md">
        <Stack gap="sm">
          <Checkbox label={t`Start as soon as possible`} checked={v.start_asap} onChange={(e) => setField('start_asap', e.currentTarget.checked)} />
          {v.start_asap ? null : (
            <DayInput
              label={t`Start date`}
              withAsterisk
              value={v.start_date || null}
              onChange={(x) => setField('start_date', x ?? '')}
              error={errors.start_date}
            />
          )}
          <Radio.Group
            label={t`Contract`}
            withAsterisk
            value={v.contract_kind}
            onChange={(x) => setField('contract_kind', x as 'undetermined' | 'determined')}
            error={errors.contract_kind}
          >
            <Group mt={6}>
              <Radio value="undetermined" label={t`Permanent (nedeterminată)`} />
              <Radio value="determined" label={t`Fixed term (determinată)`} />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {v.contract_kind === 'determined' ? (
              <NumberInput label={t`Contract length (months)`} min={1} max={60} {...number('contract_months')} />
            ) : null}
            <NumberInput
              label={t`Probation (days)`}
              description={t`At most 90 days, 120 for a management role`}
              min={0}
              max={120}
              {...number('probation_days')}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
