import 'react';

// A style may set CSS custom properties (Mantine's components read theirs, e.g. --sc-padding): React's type knows only
// the standard properties.
declare module 'react' {
  interface CSSProperties {
    [property: `--${string}`]: string | number | undefined;
  }
}
