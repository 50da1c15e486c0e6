import type { MessageDescriptor } from '@lingui/core';

const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const clusterErrors = define({
  draining: /*i18n*/ { id: 'error.instance_draining', message: 'This server is restarting. Please try again in a moment.' },
});
