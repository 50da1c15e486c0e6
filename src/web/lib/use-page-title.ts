import { useDocumentTitle } from '@mantine/hooks';
import { runtimeConfig } from './config/runtime-config';

/** "{page} | {brand}", e.g. 'Login | Medilink' (spec §2). */
export function usePageTitle(page: string): void {
  useDocumentTitle(`${page} | ${runtimeConfig().brand}`);
}
