import { Alert, Button, Fieldset, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { belowAdvertisedRange, finalOfferSchema, type AdvertisedTerms, type FinalOffer } from '../../../../../../machines/index';
import { bucharestToday } from '../../../../lib/time/bucharest-time';
import { DayInput } from '../../../../lib/ui/day-input';
import { DialogActions } from '../../../../lib/ui/dialog-actions';
import { errorCodeOf, errorCodeText } from '../../error-code-text';
import { dayFromToday, offerErrors } from '../../offer-validity';
import { formatSalary } from '../../../../lib/i18n/format';
import type { Schemas } from '../../../../lib/api/schemas';
import { OfferReview } from './offer-review';
import { initialDraft, payloadOf, type OfferDraft } from './final-offer-draft';
import { LeaveFields, OtherPayFields, PostFields, Whole, WorkingTimeFields } from './final-offer-fields';

interface FinalOfferDialogProps {
  /** The post the offer is for: where, its name, and the terms it advertised, which the dialog starts from. */
  post: { place: string; title: string; terms: AdvertisedTerms };
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
 * The final offer (spec §3) with the Labour Code art. 17(3) terms, starting from the post's: place, post, start and
 * duration, working time, gross base salary and other pay, leave, notice and probation; or its correction, which
 * restarts the candidate's time to answer. A salary below the post's range asks the reason the candidate will read.
 */
export function FinalOfferDialog({ post, opened, onClose, pending, onSend, current }: FinalOfferDialogProps) {
  const { t, i18n } = useLingui();
  const today = bucharestToday();
  // A week by default (at least 48 hours, before the start date); a correction gives the candidate her time again.
  const [draft, setDraft] = useState<OfferDraft>(() => initialDraft({ ...post, today }, current, dayFromToday(7)));
  const set = <K extends keyof OfferDraft>(field: K, value: OfferDraft[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const [tried, setTried] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const ad = post.terms;
  const below = typeof draft.salary === 'number' && belowAdvertisedRange({ salary: draft.salary, salaryBasis: 'gross' }, ad);
  const parsed = finalOfferSchema.safeParse(payloadOf(draft, below));
  const type = current ? 'company.reviseFinalOffer' : 'company.sendFinalOffer';
  const rules = parsed.success ? offerErrors({ options: [], finalOffer: current ?? null }, { type, payload: parsed.data, advertised: ad }) : {};
  // A correction that changes no term: more time alone is an extension.
  const unchanged = rules['']?.[0];
  const error = (field: string) => {
    if (!tried) return undefined;
    const code = parsed.success ? rules[field]?.[0] : errorCodeOf(parsed.error.issues.find((i) => i.path.join('.') === field)?.message);
    return code && errorCodeText[code] ? i18n._(errorCodeText[code]) : undefined;
  };
  const range = formatSalary(ad.salaryMin, ad.salaryMax, i18n.locale);
  const above = typeof draft.salary === 'number' && ad.salaryMax !== null && draft.salary > ad.salaryMax;
  const fields = { draft, set, error, today };

  const close = () => {
    setReviewing(false);
    onClose();
  };

  if (current && reviewing && parsed.success) {
    return (
      <Modal opened={opened} onClose={close} title={t`Check the correction`} centered size="lg">
        <Stack gap="md">
          <OfferReview before={current} after={parsed.data} range={below || above ? range : null} />
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
        <Text size="sm">
          {current ? (
            <Trans>
              The candidate has not answered yet. Change the terms that are wrong: the candidate is then asked about the new terms only, with the
              whole time to answer again.
            </Trans>
          ) : (
            <Trans>The terms start from the post. Change what you agreed with the candidate: she sees every change from the post.</Trans>
          )}
        </Text>
        <PostFields {...fields} />
        <WorkingTimeFields {...fields} />
        <Fieldset legend={t`Pay`}>
          <Stack gap="sm">
            <Whole
              label={t`Base salary (LEI gross a month)`}
              description={range ? t`The post advertised ${range} gross a month` : undefined}
              value={draft.salary}
              onChange={(n) => set('salary', n)}
              error={error('salary')}
            />
            {below ? (
              <Textarea
                label={t`Why is the salary below the advertised range?`}
                description={t`The candidate reads this reason with the offer.`}
                withAsterisk
                autosize
                minRows={2}
                maxLength={1000}
                value={draft.belowRangeReason}
                onChange={(e) => set('belowRangeReason', e.currentTarget.value)}
                error={error('belowRangeReason')}
              />
            ) : null}
            {above && range ? (
              <Alert color="yellow" variant="light">
                <Trans>This salary is above the range the post advertised ({range}). Check the amount.</Trans>
              </Alert>
            ) : null}
            <OtherPayFields {...fields} />
            <Textarea
              label={t`Other benefits`}
              autosize
              minRows={2}
              maxLength={2000}
              value={draft.benefits}
              onChange={(e) => set('benefits', e.currentTarget.value)}
            />
          </Stack>
        </Fieldset>
        <LeaveFields {...fields} />
        <DayInput
          label={t`Valid until (end of day)`}
          minDate={dayFromToday(2)}
          value={draft.validDay}
          onChange={(x) => set('validDay', x)}
          error={error('validUntil')}
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
            if (!parsed.success || Object.keys(rules).length) return;
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
