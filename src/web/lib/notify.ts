import { notifications } from '@mantine/notifications';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { ApiError } from './api/client';

const GENERIC_ERROR = msg`Something went wrong, please try again!`;

export function notifySuccess(message: ReactNode): void {
  notifications.show({ color: 'teal', message });
}

/** An error toast with the spec §8 text of a failed call (or the generic text for anything else). */
export function notifyError(error: unknown): void {
  const text = error instanceof ApiError ? error.text : GENERIC_ERROR;
  notifications.show({ color: 'red', message: typeof text === 'string' ? text : i18n._(text) });
}
