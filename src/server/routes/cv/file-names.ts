/**
 * A name safe to store and to send back in Content-Disposition, with the extension of the real content. Shared by
 * every uploaded document (CV, licence to practise).
 */
export function cleanFileName(original: string | undefined, extension: string, fallback: string): string {
  const base = (original ?? fallback)
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{C}"]/gu, '')
    .trim()
    .slice(0, 120);
  return `${base || fallback}.${extension}`;
}

export const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The headers of a private document download: never cached by a shared cache nor kept by the browser. */
export const privateDownloadHeaders = (mime: string | null, name: string) => ({
  'content-type': mime ?? 'application/octet-stream',
  'content-disposition': contentDisposition(name),
  'cache-control': 'private, no-store',
});
