import type { Plugin } from 'vite';

/**
 * index.html preloads the default locale's compiled catalog (src/web/locales/<locale>/messages.po), so it downloads
 * with the entry chunk instead of after it: no screen renders without its strings. A visitor who chose another
 * language loads that one at boot as before.
 */
export function catalogPreload(locale: string): Plugin {
  return {
    name: 'medilink-catalog-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const catalog = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(`/locales/${locale}/messages.po`),
        );
        if (!catalog) throw new Error(`catalog-preload: no chunk for the ${locale} catalog`);
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/app/${catalog.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
