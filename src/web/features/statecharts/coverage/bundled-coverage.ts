import { coverageReportSchema, type CoverageReport } from '../../../../../machines/describe/coverage';

// The reports the test suites wrote to coverage/statecharts/ before this build (the model-based API run, the
// browser suites, the machine run). A build without them (a fresh clone) simply has none to show.
const files = import.meta.glob('../../../../../coverage/statecharts/*.json', { eager: true, import: 'default' });

export const BUNDLED_REPORTS: CoverageReport[] = Object.keys(files)
  .sort()
  .flatMap((file) => {
    const parsed = coverageReportSchema.safeParse(files[file]);
    return parsed.success ? [parsed.data] : [];
  });

/** Reports from a JSON file chosen by the reviewer: one report or an array of them. */
export function parseCoverageFile(text: string): CoverageReport[] | null {
  try {
    const value: unknown = JSON.parse(text);
    const parsed = coverageReportSchema.array().safeParse(Array.isArray(value) ? value : [value]);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
