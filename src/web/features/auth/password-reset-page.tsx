import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../lib/account/reset-password-form';
import { FooterLink } from '../../lib/ui/footer-link';
import { PageCard } from '../../lib/ui/page-card';
import { usePageTitle } from '../../lib/use-page-title';

export function PasswordResetPage() {
  const { t } = useLingui();
  usePageTitle(t`Choose a new password`);
  const { token = '' } = useParams();

  return (
    <PageCard title={<Trans>Choose a new password</Trans>} intro={<Trans>Choose a password you do not use on other sites.</Trans>}>
      <ResetPasswordForm token={token} />
      <FooterLink to="/password/reset">
        <Trans>Request a new link</Trans>
      </FooterLink>
    </PageCard>
  );
}
