import type { MessageDescriptor } from '@lingui/core';

// Messages of a process's internal notes (explicit ids, extracted into the server catalog).
const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const noteErrors = define({
  closed: /*i18n*/ {
    id: 'notes.error.closed',
    message: "The candidate's personal data on this process was removed: no more notes can be added to it",
  },
});
