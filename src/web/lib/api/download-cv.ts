import { ApiError } from './client';
import { mainErrorText } from './error-text';
import { readToken } from '../session/session';

/** The CV through the platform's authorized route (Bearer), saved under the file name the server gives. */
export async function downloadCv(candidateId: number): Promise<void> {
  const token = readToken();
  const response = await fetch(`/api/cv/${candidateId}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const failure = { kind: 'response' as const, status: response.status, body: await response.json().catch(() => null) };
    throw new ApiError(failure, mainErrorText(failure));
  }
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ? decodeURIComponent(name) : `cv-${candidateId}`;
  link.click();
  URL.revokeObjectURL(url);
}
