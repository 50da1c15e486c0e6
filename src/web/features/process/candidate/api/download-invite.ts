import { ApiError } from '../../../../lib/api/client';
import { mainErrorText } from '../../../../lib/api/error-text';
import { activeLocale } from '../../../../lib/i18n/i18n';
import { readToken } from '../../../../lib/session/session';

/**
 * GET /api/processes/{id}/interview.ics, made by the server. The call needs the Bearer token, which a plain link
 * cannot send, so the file is fetched and handed to the browser as a download.
 */
export async function downloadInvite(processId: number): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': activeLocale() };
  const token = readToken();
  if (token) headers['Authorization'] = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/processes/${processId}/interview.ics`, { headers });
  } catch {
    throw new ApiError({ kind: 'no-response' }, mainErrorText({ kind: 'no-response' }));
  }
  if (!response.ok) {
    const failure = { kind: 'response' as const, status: response.status, body: await response.json().catch(() => null) };
    throw new ApiError(failure, mainErrorText(failure));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `interview-${processId}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
