import type { MessageDescriptor } from '@lingui/core';

const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const recommendationErrors = define({
  duplicate: /*i18n*/ { id: 'recommendation.duplicate', message: 'You have already recommended this person' },
  self: /*i18n*/ { id: 'recommendation.self', message: 'You cannot recommend yourself' },
});
