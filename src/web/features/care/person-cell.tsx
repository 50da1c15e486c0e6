import { Text } from '@mantine/core';
import { formatPhone } from '../../../../machines/phone';

/** A person in a care list: the name (bold when it names the row) over the email and the phone care calls. */
export function PersonCell({ name, email, phone, strong = false }: { name: string; email: string; phone: string; strong?: boolean }) {
  return (
    <>
      <Text fw={strong ? 600 : undefined} size="sm">
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {email} · {formatPhone(phone)}
      </Text>
    </>
  );
}
