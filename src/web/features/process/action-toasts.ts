import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../lib/api/client';

const GENERIC_ERROR = msg`Something went wrong, please try again!`;

/** The toast of spec §8 when an action succeeded. */
export function toastSuccess(message: MessageDescriptor): void {
  notifications.show({ color: 'teal', message: i18n._(message) });
}

/** The toast of spec §8 when an action failed: what failed, and why in the API's words (the §8 error rule). */
export function toastFailure(title: MessageDescriptor, error: unknown): void {
  const text = error instanceof ApiError ? error.text : GENERIC_ERROR;
  notifications.show({ color: 'red', title: i18n._(title), message: typeof text === 'string' ? text : i18n._(text) });
}
