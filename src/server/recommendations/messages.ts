import type { MessageDescriptor } from '@lingui/core';

const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const recommendationErrors = define({
  duplicate: /*i18n*/ { id: 'recommendation.duplicate', message: 'You have already recommended this person' },
  self: /*i18n*/ { id: 'recommendation.self', message: 'You cannot recommend yourself' },
  tooMany: /*i18n*/ {
    id: 'recommendation.too_many',
    message: 'You have made the most recommendations allowed: {perDay} in a day and {perMonth} in 30 days. Please try again later.',
  },
  senderNameHasLink: /*i18n*/ {
    id: 'recommendation.sender_name_link',
    message: 'Your friends are invited in your name, and the name in your profile holds a web address. Please correct it in your profile first.',
  },
  unsubscribeLinkInvalid: /*i18n*/ {
    id: 'recommendation.unsubscribe_link_invalid',
    message: 'This unsubscribe link is incomplete or not valid. Please open the whole link from the mail.',
  },
});
