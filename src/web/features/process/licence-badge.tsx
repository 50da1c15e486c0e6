import { useLingui } from '@lingui/react/macro';
import type { Schemas } from '../../lib/api/schemas';
import { formatNumericDay } from '../../lib/i18n/format';
import { WholeBadge } from '../../lib/ui/whole-badge';

/** What the company learns of a candidate's licence: sent only once Medilink customer care has checked it. */
export type VerifiedLicence = Schemas['LicenceBadge'];

/** "Licence verified: CMR, valid until 31.12.2027": the body that issued it and its expiry, on the company's screens. */
export function LicenceVerifiedBadge({ licence }: { licence: VerifiedLicence | null | undefined }) {
  const { t, i18n } = useLingui();
  if (!licence) return null;
  const body = licence.body;
  const until = formatNumericDay(licence.valid_until, i18n.locale);
  return (
    <WholeBadge color="teal" data-testid="licence-verified">
      {t`Licence verified: ${body}, valid until ${until}`}
    </WholeBadge>
  );
}
