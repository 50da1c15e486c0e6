import { test as base } from '@playwright/test';
import { resetServerClock, useServerClock } from './clock';

// The browser suites' `test`. The context it gives a test starts at the run's own time (TEST_NOW and on) and reads
// the server's clock, like every context the suites open themselves. The reset happens here, not in a spec's
// beforeEach: fixtures are set up before hooks, so a browser clock installed first would keep a time an earlier test
// had moved the server to.
export const test = base.extend({
  context: async ({ context }, use) => {
    await resetServerClock(context.request);
    await useServerClock(context);
    await use(context);
  },
});

export { expect } from '@playwright/test';
