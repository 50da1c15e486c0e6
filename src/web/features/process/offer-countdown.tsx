import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** The time left to answer a final offer, in days, hours and minutes, updated every minute. */
export function OfferCountdown({ validUntil }: { validUntil: string }) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  const left = Date.parse(validUntil) - now;
  if (left <= 0) {
    return (
      <Text fw={600} c="red">
        {t`This offer has expired.`}
      </Text>
    );
  }
  const minutes = Math.floor(left / MINUTE);
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  // Under a day the candidate is reminded too: the text turns orange.
  return (
    <Text fw={600} c={left < 24 * 60 * MINUTE ? 'orange' : undefined}>
      {t`Time left to answer: ${days} d ${hours} h ${rest} min`}
    </Text>
  );
}
