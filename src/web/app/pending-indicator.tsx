import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { Progress } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { createDelayedFlag } from '../lib/delayed-flag';

/** A thin bar at the top while a navigation (route code or loader) takes longer than a second. */
export function PendingIndicator() {
  const { t } = useLingui();
  const navigation = useNavigation();
  const [visible, setVisible] = useState(false);
  const [flag] = useState(() => createDelayedFlag(setVisible));

  useEffect(() => () => flag.dispose(), [flag]);
  useEffect(() => flag.set(navigation.state !== 'idle'), [flag, navigation.state]);

  if (!visible) return null;
  return (
    <Progress
      value={100}
      animated
      striped
      size="xs"
      radius={0}
      aria-label={t`Loading`}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
