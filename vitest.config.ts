import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

// Unit tests sit beside their code; cross-cutting API and model-based suites live in tests/.
// Browser suites run under Playwright (tests/e2e), not here.
export default defineConfig({
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react(), lingui()],
  test: {
    include: ['machines/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/{api,model,unit}/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one on CI's two. The suites wait on their databases as much
    // as they compute, so two files at a time ran the whole suite in 256 s instead of 365 s.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
