import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouteKey, Visitor } from './access-rules';

// The dashboard layout's side menu per account type, as data: the access-rules test checks that every entry is a
// page its account may open, so the menu never offers a link the route guard turns away.

export type MenuOwner = 'candidate' | 'company' | 'care';

export interface MenuEntry {
  to: string;
  /** The route the link opens (lib/routing/access-rules). */
  route: RouteKey;
  label: MessageDescriptor;
}

export const SIDE_MENUS: Record<MenuOwner, readonly MenuEntry[]> = {
  candidate: [
    { to: '/dashboard/candidate', route: 'dashboard-candidate', label: msg`Dashboard` },
    { to: '/offers/', route: 'offers', label: msg`Offers` },
    { to: '/interviews', route: 'interviews', label: msg`Interviews` },
    { to: '/profile', route: 'profile', label: msg`My profile` },
  ],
  company: [
    { to: '/dashboard/company', route: 'dashboard-company', label: msg`Dashboard` },
    { to: '/needs/', route: 'needs', label: msg`Posts` },
    { to: '/candidates/', route: 'candidates', label: msg`Candidates` },
    { to: '/company/schedule', route: 'company-schedule', label: msg`Schedule` },
    { to: '/company/events', route: 'company-events', label: msg`Events` },
    { to: '/company/team', route: 'company-team', label: msg`Team` },
    { to: '/profile', route: 'profile', label: msg`Company profile` },
  ],
  care: [
    { to: '/care', route: 'care', label: msg`Customer care` },
    { to: '/statecharts', route: 'statecharts', label: msg`Statecharts` },
  ],
};

/** Whose menu a signed-in visitor sees: care by its role, then company by profile type, else the candidate's. */
export function menuOwnerOf(visitor: Pick<Visitor, 'profileType' | 'isCare'>): MenuOwner {
  if (visitor.isCare) return 'care';
  return visitor.profileType === 1 ? 'company' : 'candidate';
}
