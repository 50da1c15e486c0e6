import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// ro-RO is the product's default; en is the source language of the code and the second locale.
// `lingui compile --strict` fails when a Romanian translation is missing.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ro-RO', 'en'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: ['<rootDir>/src/web', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/src/server/locales/{locale}/messages',
      // The terms' words are shared with the web (machines/post-terms-text.ts): the mails say them too.
      include: ['<rootDir>/src/server', '<rootDir>/machines/post-terms-text.ts'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  compileNamespace: 'ts',
});
