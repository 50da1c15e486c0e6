import { Anchor, type AnchorProps } from '@mantine/core';
import { formatPhone, phoneHref } from '../../../machines/phone';

/** A stored (E.164) phone number as people read it, national for Romanian numbers, dialled by a tap. */
export function PhoneLink({ phone, ...props }: { phone: string } & AnchorProps) {
  return (
    <Anchor href={phoneHref(phone)} {...props}>
      {formatPhone(phone)}
    </Anchor>
  );
}
