import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from 'react-router-dom';
import { SectionPlaceholder } from '../../lib/ui/section-placeholder';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * The built-in company workspace, shown where spec §2 would send a company to the external recruiter
 * app and RECRUITER_APP_URL is not configured. Its screens come with the company workspace issue.
 */
export function WorkspacePage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { id, slug } = useParams();
  const section = sectionTitle(pathname, t);
  usePageTitle(section);
  return (
    <SectionPlaceholder title={section}>
      <Text size="sm">
        <Trans>Company workspace</Trans>
        {id ? ` · #${id}` : ''}
        {slug ? ` · ${slug}` : ''}
      </Text>
    </SectionPlaceholder>
  );
}

function sectionTitle(pathname: string, t: ReturnType<typeof useLingui>['t']): string {
  if (pathname.startsWith('/needs/add')) return t`Add a need`;
  if (/^\/needs\/[^/]+\/candidate\//.test(pathname)) return t`Candidate for a need`;
  if (/^\/needs\/[^/]+/.test(pathname)) return t`Need`;
  if (pathname.startsWith('/needs')) return t`Needs`;
  if (/^\/candidates\/[^/]+/.test(pathname)) return t`Candidate profile`;
  if (pathname.startsWith('/candidates')) return t`Candidates`;
  if (pathname.startsWith('/company/schedule')) return t`Schedule`;
  if (pathname.startsWith('/company/events')) return t`Events`;
  if (pathname.startsWith('/profile')) return t`Company profile`;
  return t`Company dashboard`;
}
