import { Anchor, Checkbox } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** The terms box of every form that creates an account (the registrations, joining a company's team). */
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
