import { useId, type CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import { activateLocale, isLocale, type Locale } from '../lib/i18n/i18n';

const LANGUAGES: ReadonlyArray<{ locale: Locale; label: string; lang: string; title: string }> = [
  { locale: 'ro-RO', label: 'RO', lang: 'ro', title: 'Română' },
  { locale: 'en', label: 'EN', lang: 'en', title: 'English' },
];
// Mantine's SegmentedControl markup and stylesheet (xs, default colours), without its floating indicator: the
// indicator measures its target on mount (a forced layout in the first paint of every page) and re-renders the
// control three times as it settles. Before that indicator starts, Mantine's own CSS paints the active item's
// background on the label itself, which is what this keeps: the same radios, labels, group name, keyboard and focus ring.
// Mantine's class names, written out so the entry does not carry the component (language-switcher.test.ts compares).
export const SEGMENTED_CLASSES = {
  root: 'm_cf365364',
  label: 'm_1738fcb2',
  input: 'm_1714d588',
  control: 'm_69686b9b',
  innerLabel: 'm_78882f40',
} as const;
const classes = SEGMENTED_CLASSES;
const SIZE_XS = {
  '--sc-padding': 'var(--sc-padding-xs)',
  '--sc-font-size': 'var(--mantine-font-size-xs)',
  '--sc-shadow': 'var(--mantine-shadow-xs)',
} satisfies CSSProperties;

export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const name = useId();
  return (
    <div className={classes.root} style={SIZE_XS} role="radiogroup" aria-label={t`Language`} data-with-items-borders>
      {LANGUAGES.map(({ locale, label, lang, title }) => {
        const active = i18n.locale === locale || undefined;
        const id = `${name}-${locale}`;
        return (
          <div key={locale} className={classes.control} data-active={active}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              value={locale}
              id={id}
              checked={i18n.locale === locale}
              onChange={(event) => {
                if (isLocale(event.currentTarget.value)) void activateLocale(event.currentTarget.value);
              }}
              data-focus-ring="auto"
            />
            <label className={classes.label} htmlFor={id} data-active={active}>
              <span className={classes.innerLabel} lang={lang} title={title}>
                {label}
              </span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
