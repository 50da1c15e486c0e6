import { Suspense, lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { POLICY_KEY } from './policy-key';

// The dialog's code (the modal, its focus trap and scroll lock) is fetched only for a user who must accept: almost
// every signed-in page load shows no dialog, and the signed-in shell is on each page's critical path.
const PolicyConsentDialog = lazy(async () => ({ default: (await import('./policy-consent-dialog')).PolicyConsentDialog }));

/**
 * On the signed-in layout: when the terms and privacy notice changed since the user last accepted them (GET /user
 * says `policy.accepted: false`), a dialog blocks the app until the new version is accepted, or the user signs out.
 * Care is never asked (the server answers accepted for it).
 */
export function PolicyConsentGate({ onSignOut }: { onSignOut: () => void }) {
  const policy = useQuery({ queryKey: POLICY_KEY, queryFn: async () => (await unwrap(api.GET('/user'))).data.user.policy });
  const version = policy.data && !policy.data.accepted ? policy.data.version : null;
  // Once shown it stays mounted, so accepting closes it with its transition.
  const [wanted, setWanted] = useState(false);
  if (version !== null && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <PolicyConsentDialog version={version} onSignOut={onSignOut} />
    </Suspense>
  ) : null;
}
