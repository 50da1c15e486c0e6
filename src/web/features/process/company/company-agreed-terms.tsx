import { Button, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ProcessView } from '../api/process-view';
import { AgreedTermsCard, termsStageOf } from '../agreed-terms-card';
import type { CompanyActionProps } from './company-dialog';

type CompanyAgreedTermsProps = Pick<CompanyActionProps, 'can' | 'pending' | 'onDialog'> & { process: ProcessView };

/** The final offer's terms once sent, with what the company may still do to it: correct, extend, confirm the hire. */
export function CompanyAgreedTerms({ process, can, pending, onDialog }: CompanyAgreedTermsProps) {
  const offer = process.snapshot.context.finalOffer;
  if (!offer) return null;
  return (
    <AgreedTermsCard offer={offer} stage={termsStageOf(process.state)}>
      {can('company.extendFinalOffer') || can('company.reviseFinalOffer') ? (
        <Group gap="sm">
          {can('company.reviseFinalOffer') ? (
            <Button variant="default" onClick={() => onDialog('reviseOffer')}>
              <Trans>Correct the offer</Trans>
            </Button>
          ) : null}
          {can('company.extendFinalOffer') ? (
            <Button variant="default" onClick={() => onDialog('extendOffer')}>
              <Trans>Extend the offer</Trans>
            </Button>
          ) : null}
        </Group>
      ) : null}
      {can('company.confirmHire') ? (
        <>
          <Text size="sm" c="dimmed">
            <Trans>The candidate accepted these terms. Confirm the hire once the contract is signed by both of you.</Trans>
          </Text>
          <Group gap="sm">
            <Button loading={pending} onClick={() => onDialog('confirmHire')}>
              <Trans>Confirm the hire</Trans>
            </Button>
            {can('company.withdrawAcceptedOffer') ? (
              <Button variant="subtle" color="red" onClick={() => onDialog('withdrawAccepted')}>
                <Trans>Withdraw the accepted offer</Trans>
              </Button>
            ) : null}
          </Group>
        </>
      ) : null}
    </AgreedTermsCard>
  );
}
