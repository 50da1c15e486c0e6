import { Anchor, Checkbox } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { FooterLink } from '../../lib/ui/footer-link';

// The pieces both registrations (candidate and company) share.

export function TermsCheckbox({ checked, onChange, error }: { checked: boolean; onChange: (value: boolean) => void; error?: string }) {
  // The notice opens in a new tab: the form keeps what was typed.
  return (
    <Checkbox
      label={
        <Trans>
          I accept the{' '}
          <Anchor component={Link} to="/privacy" target="_blank" inherit>
            terms of use and the privacy notice
          </Anchor>
        </Trans>
      }
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
