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
  wrongPassword: /*i18n*/ { id: 'privacy.error.wrong_password', message: 'The password is not correct' },
  notSearching: /*i18n*/ {
    id: 'privacy.error.not_searching',
    message: 'The candidate is not looking for a job at the moment',
  },
});
