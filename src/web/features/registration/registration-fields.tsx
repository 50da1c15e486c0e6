import { Checkbox } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { FooterLink } from '../../lib/ui/footer-link';

// The pieces both registrations (candidate and company) share.

export function TermsCheckbox({ checked, onChange, error }: { checked: boolean; onChange: (value: boolean) => void; error?: string }) {
  const { t } = useLingui();
  return (
    <Checkbox
      label={t`I accept the terms of use and the privacy policy`}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      required
    />
  );
}

/** Under the submit button: the way back to sign-in for a visitor who already has an account. */
export function SignInLink() {
  return (
    <FooterLink to="/login">
      <Trans>Already have an account? Sign in</Trans>
    </FooterLink>
  );
}
