import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './whole-badge.module.css';

// A badge whose text is read, not guessed (a status, a licence): never shortened with an ellipsis, never squeezed by
// its neighbours, never wider than its place. Mantine's badge is one clipped line of fixed height; a text longer than
// the room it has (a long Romanian status under a name on a phone) goes on to a second line, except in a table's cell
// (whole-badge.module.css).
const STYLE = {
  textTransform: 'none',
  flexShrink: 0,
  maxWidth: '100%',
  height: 'auto',
  minHeight: 'var(--badge-height)',
  overflow: 'visible',
} as const;
const STYLES = { label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

/** A light Mantine Badge that keeps its whole text, wrapping when it must. */
export function WholeBadge({ color, children, ...data }: { color: string; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <Badge variant="light" color={color} className={classes.inTable} style={STYLE} styles={STYLES} {...data}>
      {children}
    </Badge>
  );
}
