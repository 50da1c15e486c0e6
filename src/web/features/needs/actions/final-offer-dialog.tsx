import { Alert, Button, Group, Modal, NumberInput, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { finalOfferSchema, type ErrorCode, type FinalOffer } from '../../../../../machines/index';
import { bucharestToday } from '../../../lib/process/bucharest-time';
import { DayInput } from '../../../lib/process/day-input';
import { DialogActions } from '../../../lib/process/dialog-actions';
import { errorCodeText } from '../../../lib/process/error-code-text';
import { dayFromToday, offerErrors, validUntilOf } from '../../../lib/process/offer-validity';
import { formatSalary } from '../../../lib/i18n/format';
import type { Schemas } from '../../../lib/api/schemas';
import { OfferReview } from './offer-review';

interface FinalOfferDialogProps {
  /** The salary range the post advertised (either end may be missing): an offer outside it is pointed out. */
  advertised: { min: number | null; max: number | null };
  opened: boolean;
  onClose: () => void;
  pending: boolean;
  onSend: (offer: FinalOffer) => void;
  /**
   * The offer sent and not answered yet: the dialog then corrects it, starting from its terms, and shows the changes
   * for review before they go.
   */
  current?: Schemas['FinalOffer'];
}

/**
 * The final offer (spec §3): salary in LEI (net or gross), start date, contract period (determined with an end date),
 * benefits; or its correction, which restarts the candidate's time to answer.
 */
export function FinalOfferDialog({ advertised, opened, onClose, pending, onSend, current }: FinalOfferDialogProps) {
  const { t, i18n } = useLingui();
  const [salary, setSalary] = useState<number | ''>(current?.salary ?? '');
  // No default: the company says which one it means, so the candidate never guesses.
  const [salaryBasis, setSalaryBasis] = useState<'net' | 'gross' | null>(current?.salaryBasis ?? null);
  const [startDate, setStartDate] = useState<string | null>(current?.startDate ?? null);
  const [contract, setContract] = useState<'determined' | 'undetermined'>(current?.contract ?? 'undetermined');
  const [endDate, setEndDate] = useState<string | null>(current?.endDate ?? null);
  const [benefits, setBenefits] = useState(current?.benefits ?? '');
  // A week by default (spec: the candidate answers within the validity; at least 48 hours, before the start date). A
  // correction gives the candidate her time again, from now.
  const [validDay, setValidDay] = useState<string | null>(dayFromToday(7));
  const [tried, setTried] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const draft = {
    salary: salary === '' ? undefined : salary,
    salaryBasis: salaryBasis ?? undefined,
    startDate: startDate ?? undefined,
    contract,
    ...(contract === 'determined' && endDate ? { endDate } : {}),
    ...(benefits.trim() ? { benefits: benefits.trim() } : {}),
    ...(validDay ? { validUntil: validUntilOf(validDay) } : {}),
  };
  const parsed = finalOfferSchema.safeParse(draft);
  const type = current ? 'company.reviseFinalOffer' : 'company.sendFinalOffer';
  const rules = parsed.success ? offerErrors({ options: [], finalOffer: current ?? null }, { type, payload: parsed.data }) : {};
  const validity = rules.validUntil ?? [];
  // A correction that changes no term: more time alone is an extension.
  const unchanged = rules['']?.[0];
  const error = (name: string) => {
    if (!tried) return undefined;
    const code = parsed.success
      ? name === 'validUntil'
        ? validity[0]
        : undefined
      : (parsed.error.issues.find((i) => i.path[0] === name)?.message as ErrorCode | undefined);
    return code && errorCodeText[code] ? i18n._(errorCodeText[code]) : undefined;
  };
  const today = bucharestToday();
  const range = formatSalary(advertised.min, advertised.max, i18n.locale);
  const outsideRange =
    typeof salary === 'number' &&
    salary > 0 &&
    ((advertised.min !== null && salary < advertised.min) || (advertised.max !== null && salary > advertised.max));

  const close = () => {
    setReviewing(false);
    onClose();
  };

  if (current && reviewing && parsed.success) {
    return (
      <Modal opened={opened} onClose={close} title={t`Check the correction`} centered size="lg">
        <Stack gap="md">
          <OfferReview before={current} after={parsed.data} range={outsideRange ? range : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setReviewing(false)}>
              <Trans>Back to the terms</Trans>
            </Button>
            <Button loading={pending} onClick={() => onSend(parsed.data)}>
              <Trans>Send the corrected offer</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={current ? t`Correct the final offer` : t`Send the final offer`} centered size="lg">
      <Stack gap="md">
        {current ? (
          <Text size="sm">
            <Trans>
              The candidate has not answered yet. Change the terms that are wrong: the candidate is then asked about the new terms only, with the
              whole time to answer again.
            </Trans>
          </Text>
        ) : null}
        <NumberInput
          label={t`Salary (LEI)`}
          withAsterisk
          min={1}
          // What was typed stays as typed: clamping turned "-100" into an offer of 1 LEI. The rule says what is wrong.
          clampBehavior="none"
          allowDecimal={false}
          thousandSeparator=" "
          value={salary}
          onChange={(x) => setSalary(typeof x === 'number' ? x : '')}
          error={error('salary')}
        />
        {outsideRange && range ? (
          <Alert color="yellow" variant="light">
            <Trans>This salary is outside the range the post advertised ({range}), which the candidate saw before applying. Check the amount.</Trans>
          </Alert>
        ) : null}
        <Radio.Group
          label={t`The salary is`}
          withAsterisk
          value={salaryBasis}
          onChange={(x) => setSalaryBasis(x as 'net' | 'gross')}
          error={error('salaryBasis')}
        >
          <Group mt={6}>
            <Radio value="net" label={t`Net (what the employee receives)`} />
            <Radio value="gross" label={t`Gross (before taxes)`} />
          </Group>
        </Radio.Group>
        <DayInput label={t`Start date`} minDate={today} value={startDate} onChange={setStartDate} error={error('startDate')} />
        <Radio.Group label={t`Contract period`} withAsterisk value={contract} onChange={(x) => setContract(x as typeof contract)}>
          <Group mt={6}>
            <Radio value="undetermined" label={t`Undetermined`} />
            <Radio value="determined" label={t`Determined`} />
          </Group>
        </Radio.Group>
        {contract === 'determined' ? (
          <SimpleGrid cols={1}>
            <DayInput label={t`End date`} minDate={startDate ?? today} value={endDate} onChange={setEndDate} error={error('endDate')} />
          </SimpleGrid>
        ) : null}
        <DayInput label={t`Valid until (end of day)`} minDate={dayFromToday(2)} value={validDay} onChange={setValidDay} error={error('validUntil')} />
        <Textarea
          label={t`Other benefits`}
          autosize
          minRows={2}
          maxLength={2000}
          value={benefits}
          onChange={(e) => setBenefits(e.currentTarget.value)}
        />
        {tried && unchanged ? (
          <Alert color="red" variant="light">
            {i18n._(errorCodeText[unchanged])}
          </Alert>
        ) : null}
        <DialogActions
          onBack={close}
          pending={pending}
          onConfirm={() => {
            setTried(true);
            if (!parsed.success || validity.length || unchanged) return;
            if (current) setReviewing(true);
            else onSend(parsed.data);
          }}
        >
          {current ? <Trans>Review the correction</Trans> : <Trans>Send the final offer</Trans>}
        </DialogActions>
      </Stack>
    </Modal>
  );
}
