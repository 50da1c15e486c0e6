import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { THEME_COLOR } from '../lib/ui/palette.ts';

/** Besides the entry's own chunks, what an offline start needs: both catalogs, the public screens, the offline notice. */
const SHELL_MODULES = [
  /[\\/]locales[\\/][^\\/]+[\\/]messages\.po$/,
  /features[\\/]landing[\\/]landing-page\.tsx$/,
  /features[\\/]auth[\\/]login-page\.tsx$/,
  /lib[\\/]pwa[\\/]pwa\.ts$/,
];

/** The manifest as built; the server puts the deployment's brand in `name` and `short_name` (src/server/web-app.ts). */
export function webManifest(base: string) {
  return {
    id: base,
    name: 'Medilink',
    short_name: 'Medilink',
    lang: 'ro',
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: `${base}icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${base}icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${base}icons/maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The files of the app shell: each listed chunk with the chunks and styles it imports statically. */
export function shellFiles(bundle: OutputBundle, base: string): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (files.has(fileName) || output?.type !== 'chunk') return;
    files.add(fileName);
    output.imports.forEach(visit);
    const css = output.viteMetadata?.importedCss ?? new Set<string>();
    for (const file of css) files.add(file);
  };
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    if (output.isEntry || output.moduleIds.some((id) => SHELL_MODULES.some((re) => re.test(id)))) visit(output.fileName);
  }
  return [base, ...[...files].sort().map((file) => `${base}${file}`)];
}

/**
 * The installable app: the web app manifest, and the service worker (tools/service-worker.js) with the app shell it
 * caches for an offline start. The worker's version is a hash of the shell and its own code, so each build that
 * changes either is a new worker the browser installs (and that takes over as the worker says).
 */
export function pwa(base: string): Plugin {
  return {
    name: 'medilink-pwa',
    apply: 'build',
    transformIndexHtml: (html) => html.replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${THEME_COLOR}"`),
    generateBundle(_options, bundle) {
      const worker = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
      const shell = shellFiles(bundle, base);
      const version = createHash('sha256').update(JSON.stringify(shell)).update(worker).digest('hex').slice(0, 16);
      const head = `const BASE = ${JSON.stringify(base)};\nconst VERSION = ${JSON.stringify(version)};\nconst SHELL = ${JSON.stringify(shell)};\n`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: head + worker });
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(webManifest(base), null, 2) });
    },
  };
}
