import { ApiError } from '../api/client';
import { mainErrorText } from '../api/error-text';
import { readToken } from '../session/session';

/** How far the archive is: null while the server prepares it, then the share received (0-1), when it is known. */
export type ExportProgress = { phase: 'preparing' } | { phase: 'receiving'; share: number | null };

/**
 * GET /api/privacy/export with the bearer token, reporting progress while the server prepares the archive and
 * while it arrives, then saved under the server's file name.
 */
export async function downloadExport(onProgress: (progress: ExportProgress) => void): Promise<void> {
  const token = readToken();
  onProgress({ phase: 'preparing' });
  const response = await fetch('/api/privacy/export', { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok || !response.body) {
    const failure = { kind: 'response' as const, status: response.status, body: await response.json().catch(() => null) };
    throw new ApiError(failure, mainErrorText(failure));
  }
  const total = Number(response.headers.get('content-length')) || null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ phase: 'receiving', share: total ? 0 : null });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress({ phase: 'receiving', share: total ? Math.min(1, received / total) : null });
  }
  const name = /filename="([^"]+)"/i.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'medilink-data.zip';
  const url = URL.createObjectURL(new Blob(chunks, { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
