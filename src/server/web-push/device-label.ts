// A device is named after what its owner recognises: the browser and the system, read from the user agent the
// browser sent when push was turned on (nothing else about the device is kept).
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: ReadonlyArray<[RegExp, string]>, text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome · Android", "Safari · iOS"; what is not recognised is left out, and an unknown agent is "Browser". */
export function deviceLabel(userAgent: string | undefined): string {
  const text = userAgent ?? '';
  const parts = [first(BROWSERS, text), first(SYSTEMS, text)].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Browser';
}
