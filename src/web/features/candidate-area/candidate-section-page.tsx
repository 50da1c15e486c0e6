import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { SectionPlaceholder } from '../../lib/ui/section-placeholder';
import { usePageTitle } from '../../lib/use-page-title';

/** Candidate offers list, offer decline and profile: their screens come with the process issue. */
export function CandidateSectionPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const title = pathname.startsWith('/offers/reject')
    ? t`Decline an offer`
    : pathname.startsWith('/offers')
      ? t`Offers`
      : t`My profile`;
  usePageTitle(title);
  return <SectionPlaceholder title={title} />;
}
