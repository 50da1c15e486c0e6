import type { MessageDescriptor } from '@lingui/core';

/** A state's human name and description, as each machine's table writes them. */
export interface StateText {
  label: MessageDescriptor;
  description: MessageDescriptor;
}
