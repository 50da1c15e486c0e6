import { Button, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AgreedTermsCard, termsStageOf } from '../../agreed-terms-card';
import type { Schemas } from '../../../../lib/api/schemas';
import { AnswerDeadline, type Deadline } from '../../answer-deadline';
import { OfferCountdown } from '../../offer-countdown';
import { ConfirmDialog } from '../../../../lib/ui/confirm-dialog';

interface FinalOfferPanelProps {
  offer: Schemas['FinalOffer'];
  /** The process's state path: the terms are offered, agreed (a contract to sign), hired on, or past. */
  state: string;
  /** Until when it may be answered, as the server computed it (while it waits). */
  deadline: Deadline | null;
  canAnswer: boolean;
  pending: boolean;
  onAccept: () => void;
  onReject: () => void;
}

/** The employer's final offer: to accept (asked once) or refuse while it waits, then kept as the agreed terms. */
export function FinalOfferPanel({ offer, state, deadline, canAnswer, pending, onAccept, onReject }: FinalOfferPanelProps) {
  const { t } = useLingui();
  const stage = termsStageOf(state);
  const [confirming, setConfirming] = useState(false);
  return (
    <AgreedTermsCard offer={offer} stage={stage}>
      {state === 'offerAccepted' ? (
        <Text size="sm" c="dimmed">
          <Trans>These are the terms you accepted. Check them in the contract before you sign it.</Trans>
        </Text>
      ) : null}
      {state === 'archived.hired' ? (
        <Text size="sm" c="dimmed">
          <Trans>These are the terms you were hired on.</Trans>
        </Text>
      ) : null}
      {stage === 'offered' && deadline ? <AnswerDeadline deadline={deadline} /> : null}
      {stage === 'offered' && offer.validUntil ? <OfferCountdown validUntil={offer.validUntil} /> : null}
      {canAnswer ? (
        <Group gap="sm">
          <Button color="teal" loading={pending} onClick={() => setConfirming(true)}>
            <Trans>Accept the offer</Trans>
          </Button>
          <Button variant="default" disabled={pending} onClick={onReject}>
            <Trans>Reject the offer</Trans>
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Accept the final offer?`}
        confirmLabel={t`Yes, I accept the offer`}
        color="teal"
        pending={pending}
        onConfirm={() => {
          setConfirming(false);
          onAccept();
        }}
      >
        <Trans>You accept the terms above. The employer then prepares the contract and confirms the hire once you have both signed it.</Trans>
      </ConfirmDialog>
    </AgreedTermsCard>
  );
}
