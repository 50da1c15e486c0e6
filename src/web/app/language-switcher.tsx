import { SegmentedControl } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { activateLocale, isLocale, type Locale } from '../lib/i18n/i18n';

const LABELS: Record<Locale, string> = { 'ro-RO': 'RO', en: 'EN' };

export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(value) => {
        if (isLocale(value)) void activateLocale(value);
      }}
      data={[
        {
          value: 'ro-RO',
          label: (
            <span lang="ro" title="Română">
              {LABELS['ro-RO']}
            </span>
          ),
        },
        {
          value: 'en',
          label: (
            <span lang="en" title="English">
              {LABELS.en}
            </span>
          ),
        },
      ]}
    />
  );
}
