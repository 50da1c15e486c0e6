import type { MessageDescriptor } from '@lingui/core';
import type { NoticeGroup } from '../db/types.ts';

const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

// A push travels through the browser maker's push service and shows on a lock screen: it says which kind of news
// waits, never whose or where; the app shows the rest after sign-in.
export const pushTitles = define({
  offers: /*i18n*/ { id: 'push.title.offers', message: 'News about an offer' },
  interviews: /*i18n*/ { id: 'push.title.interviews', message: 'News about an interview' },
  finalOffers: /*i18n*/ { id: 'push.title.final_offers', message: 'News about a final offer' },
  other: /*i18n*/ { id: 'push.title.other', message: 'News about a hiring process' },
} satisfies Record<NoticeGroup, MessageDescriptor>);

export const pushTexts = define({
  body: /*i18n*/ { id: 'push.body', message: 'Open {brand} to see it.' },
});
