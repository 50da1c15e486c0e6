import type { MessageDescriptor } from '@lingui/core';

const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const feedTexts = define({
  name: /*i18n*/ { id: 'calendar_feed.name', message: '{brand} interviews' },
  unknown: /*i18n*/ { id: 'calendar_feed.unknown', message: 'This calendar link does not exist or was turned off' },
  tooMany: /*i18n*/ { id: 'calendar_feed.too_many', message: 'This calendar link was read too often. Please try again in a minute.' },
});
