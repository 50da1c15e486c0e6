import { ApiError } from './client';
import { mainErrorText } from './error-text';
import { readToken } from '../session/session';

/** A file from an authorized route (Bearer), saved under the file name the server gives (`fallback` without one). */
export async function saveDownload(url: string, fallback: string): Promise<void> {
  const token = readToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const failure = { kind: 'response' as const, status: response.status, body: await response.json().catch(() => null) };
    throw new ApiError(failure, mainErrorText(failure));
  }
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name ? decodeURIComponent(name) : fallback;
  link.click();
  URL.revokeObjectURL(objectUrl);
}

/** The CV through the platform's authorized route. */
export const downloadCv = (candidateId: number): Promise<void> => saveDownload(`/api/cv/${candidateId}`, `cv-${candidateId}`);
