import { Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Schemas } from '../../../../lib/api/schemas';
import { formatInstant } from '../../../../lib/time/bucharest-time';
import { DayInput } from '../../../../lib/ui/day-input';
import { DialogActions } from '../../../../lib/ui/dialog-actions';
import { errorCodeText } from '../../error-code-text';
import { dayFromToday, validityErrors, validUntilOf } from '../../offer-validity';

interface ExtendOfferDialogProps {
  opened: boolean;
  offer: Schemas['FinalOffer'];
  onClose: () => void;
  pending: boolean;
  onSend: (payload: { validUntil: string }) => void;
}

/** Gives the candidate longer to answer the final offer: a later day, still before the start date. */
export function ExtendOfferDialog({ opened, offer, onClose, pending, onSend }: ExtendOfferDialogProps) {
  const { t, i18n } = useLingui();
  const [day, setDay] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const payload = day ? { validUntil: validUntilOf(day) } : null;
  const context = { options: [], finalOffer: offer };
  const code = payload ? validityErrors(context, { type: 'company.extendFinalOffer', payload })[0] : 'required';
  const error = tried && code ? i18n._(errorCodeText[code]) : undefined;
  return (
    <Modal opened={opened} onClose={onClose} title={t`Extend the final offer`} centered>
      <Stack gap="md">
        {offer.validUntil ? (
          <Text size="sm">
            <Trans>The offer is now valid until {formatInstant(offer.validUntil, i18n.locale)}.</Trans>
          </Text>
        ) : null}
        <DayInput label={t`New validity (end of day)`} minDate={dayFromToday(2)} value={day} onChange={setDay} error={error} />
        <DialogActions
          onBack={onClose}
          pending={pending}
          onConfirm={() => {
            setTried(true);
            if (payload && !code) onSend(payload);
          }}
        >
          <Trans>Extend the offer</Trans>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
