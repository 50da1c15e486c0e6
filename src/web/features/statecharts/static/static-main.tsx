import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n, storedLocale } from '../../../lib/i18n/i18n';
import { StaticShell } from './static-shell';

// The visualizer without the server: `npm run statecharts:static` builds it into dist/statecharts/, a folder a
// reviewer opens straight from disk (no API, no session; coverage is what the build found, or a loaded file).
void activateLocale(storedLocale()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <StaticShell />
        </MantineProvider>
      </I18nProvider>
    </StrictMode>,
  ),
);
