import { Trans, useLingui } from '@lingui/react/macro';
import type { ProposalSpec, RefusalSpec } from '../process-dialogs';
import type { CompanyDialog } from './company-dialog';

/** The company's refusal and new-dates dialogs, opened on demand by the process screen. */
export function useCompanyRefusals() {
  const { t } = useLingui();
  // Refusing, cancelling and declining name a reason of the company's list; the button repeats the title.
  const refusals: RefusalSpec<NonNullable<CompanyDialog>>[] = [
    { dialog: 'refuse', type: 'company.rejectCandidate', title: t`Refuse the candidate` },
    {
      dialog: 'cancel',
      type: 'company.cancelInterview',
      reasons: 'companyCancel',
      title: t`Cancel the interview`,
      advice: (
        <Trans>
          Cancelling ends the whole process with this candidate, not only this interview: it is archived and the candidate is told at once. To meet at
          another time, reschedule the interview instead.
        </Trans>
      ),
    },
    {
      dialog: 'decline',
      type: 'company.decline',
      title: t`Decline to hire`,
      advice: (
        <Trans>You decide not to hire this candidate: the process ends and the candidate is told your reason. The post stays open for others.</Trans>
      ),
    },
    {
      dialog: 'withdraw',
      type: 'company.withdraw',
      reasons: 'withdrawal',
      title: t`Withdraw the offer`,
      advice: (
        <Trans>
          The process ends here for this candidate, who is told the post is closed. To close the post for every candidate, archive the post.
        </Trans>
      ),
    },
    {
      dialog: 'withdrawAccepted',
      type: 'company.withdrawAcceptedOffer',
      reasons: 'acceptedOfferWithdrawal',
      title: t`Withdraw the accepted offer`,
      advice: (
        <Trans>
          The candidate accepted your offer and may have turned down others for it. The process ends, the candidate is told with your reason, and
          Medilink customer care will call both of you.
        </Trans>
      ),
    },
  ];
  const proposals: ProposalSpec<NonNullable<CompanyDialog>>[] = [
    { dialog: 'propose', type: 'company.proposeOptions', title: t`Propose other dates` },
    { dialog: 'reschedule', type: 'company.requestReschedule', title: t`Reschedule the interview` },
  ];
  return { refusals, proposals };
}
