import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { catalogPreload } from './src/web/tools/catalog-preload-plugin.ts';
import { precompress } from './src/web/tools/precompress-plugin.ts';
import { pwa } from './src/web/tools/pwa-plugin.ts';
import { reactRouterProductionAliases } from './src/web/tools/react-router-production.ts';
import { routePreload } from './src/web/tools/route-preload-plugin.ts';
import { scrollAreaRefs } from './src/web/tools/scroll-area-refs-plugin.ts';

// The lazily loaded parts of landing and login's first load (see the chunk groups below).
const firstLoadParts: [string, RegExp][] = [
  ['landing', /features[\\/]landing[\\/]landing-page\.tsx$/],
  ['login', /features[\\/]auth[\\/]login-page\.tsx$/],
  // What the toasts share with the signed-in shell and the overlays (the scroll lock, the portal, two of Box's
  // helpers), alone: otherwise the shell, a popover or a dialog loads the toasts' chunk before a page's first paint.
  [
    'overlay-base',
    /node_modules[\\/](react-remove-scroll|@mantine[\\/]core[\\/]esm[\\/]core[\\/](Box[\\/]get-style-object|utils[\\/]get-default-z-index)|@mantine[\\/]core[\\/]esm[\\/]components[\\/]Portal)[\\/]/,
  ],
  ['toasts', /app[\\/]notifications-container\.tsx$/],
  ['page-view', /lib[\\/]api[\\/]page-view\.ts$/],
  ['sign-in', /features[\\/]auth[\\/]sign-in\.ts$/],
];

// The small modules most signed-in screens render with before their first paint (a few hundred bytes each once
// compressed): Mantine's lighter components, the formatting and status helpers, the process UI's small parts
// (features/process). Left to the automatic split they made dozens of chunks per signed-in page, each a request (a
// round trip over HTTP/1.1); in one chunk a page loads a few KB it may not use. Only modules without heavy imports: what a screen defers (the
// dialogs, the date picker, the popovers, the schema and phone libraries) stays out.
const signedInKit = new RegExp(
  [
    String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/](Alert|Badge|Checkbox[\\/]CheckIcon|Combobox[\\/](ComboboxChevron|Combobox\.module|get-parsed-combobox-data)|Radio|Skeleton|Table|Textarea|VisuallyHidden)[\\/]`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/](utils[\\/]InlineInput|utils[\\/]InputsGroupFieldset|core[\\/]utils[\\/](create-event-handler|get-single-element-child|is-element))[\\/]`,
    String.raw`@mantine[\\/]hooks[\\/]esm[\\/]utils[\\/]clamp[\\/]`,
    String.raw`src[\\/]web[\\/]lib[\\/](i18n[\\/]format|phone-link|ui[\\/](whole-badge|load-error|use-phone|responsive-list|confirm-dialog|use-ever-true|collapsible-filters|care-contact|facts-grid|dialog-actions)|time[\\/](bucharest-time|use-refetch-at)|nomenclatures[\\/](use-nomenclature|use-licence-bodies|specialties-for)|explanation[\\/](explanation-labels|get-explanation)|api[\\/]download-cv)\.tsx?$`,
    String.raw`src[\\/]web[\\/]features[\\/]process[\\/](status-text|status-badge|api[\\/](get-process|send-event|get-candidate-interviews)|reason-text|answer-deadline|offer-title|action-toasts|event-type-text|interview-details|job-type-text|waits-for-candidate|licence-badge)\.tsx?$`,
    String.raw`machines[\\/](bucharest-time|calendar|deadlines|reasons)\.ts$`,
  ].join('|'),
);

// The SPA lives under /app/; the Fastify server serves dist/web there with a history fallback.
export default defineConfig(({ command }) => ({
  root: 'src/web',
  base: '/app/',
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    scrollAreaRefs(),
    catalogPreload('ro-RO'),
    routePreload('/app/'),
    pwa('/app/'),
    precompress(),
  ],
  resolve: {
    alias: command === 'build' ? reactRouterProductionAliases : [],
  },
  // The manifest lets `npm run size` tell the entry from the lazily loaded route chunks.
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Fewer, larger chunks where a page would fetch them all anyway (HTTP/1.1: six requests at a time, a round
            // trip each; the automatic split makes one chunk per set of screens sharing a module, ~60 for a signed-in
            // page). The entry's static imports: one chunk instead of five.
            { name: 'index-deps', tags: ['$initial'], priority: 4 },
            // A stylesheet of both the toasts and the other pages' styles (all-styles.ts) stays a file of its own: in the
            // toasts' chunk it would make every page load the toasts' code with its styles, before its first paint.
            { name: 'Notification', test: /@mantine[\\/]core[\\/]styles[\\/]Notification\.css$/, priority: 4 },
            // Each part of landing and login's first load with what it alone brings (the toasts, the page-view and
            // sign-in calls, the two screens), taken before the signed-in shell: none of them loads the shell's chunk.
            ...firstLoadParts.map(([name, test]) => ({ name, test, priority: 3 })),
            // The query cache: every signed-in screen uses it, and the automatic split made six chunks of it.
            { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 3 },
            // The signed-in shell and everything it renders with: every signed-in page loads all of it.
            { name: 'signed-in-shell', test: /app[\\/]dashboard-layout\.tsx$/, priority: 2 },
            // What most signed-in screens render with, in one chunk (signedInKit above).
            { name: 'signed-in-kit', test: signedInKit, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
