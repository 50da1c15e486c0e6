import { describe, expect, it } from 'vitest';
import { decideAccess, type Visitor } from '../../lib/routing/access-rules';

const config = { recruiterAppUrl: null };
const at = (pathname: string) => ({ pathname, search: '' });
const care: Visitor = { hasToken: true, profileType: 0, isCare: true };
const candidate: Visitor = { hasToken: true, profileType: 2 };
const company: Visitor = { hasToken: true, profileType: 1 };

describe('statecharts routes', () => {
  it('show the visualizer to care only, sending the sides to their dashboards', () => {
    expect(decideAccess('statecharts', care, config, at('/statecharts'))).toEqual({ type: 'render' });
    expect(decideAccess('statecharts', candidate, config, at('/statecharts'))).toEqual({
      type: 'redirect',
      to: '/dashboard/candidate',
      replace: true,
    });
    expect(decideAccess('statecharts', company, config, at('/statecharts'))).toEqual({ type: 'redirect', to: '/dashboard/company', replace: true });
  });

  it('open a live process view to any signed-in account (the API authorizes the process) and send visitors to log in', () => {
    for (const visitor of [care, candidate, company]) {
      expect(decideAccess('statechart-process', visitor, config, at('/statecharts/process/7'))).toEqual({ type: 'render' });
    }
    expect(decideAccess('statechart-process', { hasToken: false, profileType: 0 }, config, at('/statecharts/process/7'))).toEqual({
      type: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/app/statecharts/process/7')}`,
      replace: true,
    });
  });
});
