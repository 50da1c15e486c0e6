import { test as base } from '@playwright/test';
import { useServerClock } from './clock';

// The browser suites' `test`: the context it gives a test reads the server's clock (support/clock.ts), like every
// context the suites open themselves.
export const test = base.extend({
  context: async ({ context }, use) => {
    await useServerClock(context);
    await use(context);
  },
});

export { expect } from '@playwright/test';
