import { Checkbox } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { FooterLink } from '../../lib/ui/footer-link';

// The pieces both registrations (candidate and company) share.

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
