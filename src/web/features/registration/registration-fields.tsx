import { Anchor, Checkbox } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
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

/**
 * Marketing messages: a box of its own, unticked until the user ticks it, never part of the terms (GDPR art. 7).
 * Withdrawn at any time from "Your data" on the profile.
 */
export function MarketingCheckbox({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Checkbox
      label={t`I would like to receive news from Medilink by email (optional)`}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
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
