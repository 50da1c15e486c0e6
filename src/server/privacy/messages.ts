import type { MessageDescriptor } from '@lingui/core';

// Privacy messages as explicit-id descriptors (extracted into the server catalog by `lingui extract`).
const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const privacyErrors = define({
  blacklisted: /*i18n*/ {
    id: 'privacy.error.blacklisted',
    message: 'The candidate does not accept offers from this company',
  },
  outdatedPolicy: /*i18n*/ {
    id: 'privacy.error.outdated_policy',
    message: 'This is not the version of the terms in force; please reload the page',
  },
  notSearching: /*i18n*/ {
    id: 'privacy.error.not_searching',
    message: 'The candidate is not looking for a job at the moment',
  },
});

// The retention warning mail (one layout, src/server/notifications/render-mail.ts).
export const retentionTexts = define({
  warningSubject: /*i18n*/ { id: 'privacy.retention.warning_subject', message: '{brand}: your account will be erased on {date}' },
  warning: /*i18n*/ {
    id: 'privacy.retention.warning',
    message:
      'You have not used your {brand} account since {since}. To protect your personal data, we erase accounts that have not been used for a long time: your account and the personal data in it will be erased on {date}.',
  },
  howToKeep: /*i18n*/ {
    id: 'privacy.retention.how_to_keep',
    message: 'To keep your account, simply sign in before that date. If you no longer need it, there is nothing to do.',
  },
});
