/**
 * The calendar's hardest days, on the Bucharest clock. The date-sensitive suites run at each instant:
 * the rules and deadlines (tests/unit/date-matrix.test.ts), the deadline jobs on both databases
 * (tests/api/date-matrix.test.ts) and one browser case per side (tests/e2e/date-matrix.spec.ts). Each instant
 * carries the answers worked out by hand from docs/workflow.md, so the suites check the product against the
 * calendar, not against itself.
 */
export interface MatrixInstant {
  name: string;
  /** The instant, with the Bucharest offset in force then. */
  at: string;
  /** When an offer made at `at` stops waiting for the candidate (48 real hours, then the next working day). */
  offerDeadline: string;
  /** Its reminder: the day before the deadline, at the same Bucharest time. */
  offerReminder: string;
  /** The first three working days after `at` (weekends and non-working days skipped). */
  nextWorkingDays: [string, string, string];
}

export const DATE_MATRIX: readonly MatrixInstant[] = [
  {
    name: 'last working day of November 2026 (St Andrew and the National Day follow the weekend)',
    at: '2026-11-27T17:00:00+02:00',
    offerDeadline: '2026-12-02T17:00:00+02:00',
    offerReminder: '2026-12-01T17:00:00+02:00',
    nextWorkingDays: ['2026-12-02', '2026-12-03', '2026-12-04'],
  },
  {
    name: '23 December 2026 (the Christmas to Epiphany run)',
    at: '2026-12-23T16:00:00+02:00',
    offerDeadline: '2027-01-04T16:00:00+02:00',
    offerReminder: '2027-01-03T16:00:00+02:00',
    nextWorkingDays: ['2026-12-24', '2027-01-04', '2027-01-05'],
  },
  {
    name: 'Thursday before Orthodox Easter 2027 (Good Friday to Easter Monday, Labour Day)',
    at: '2027-04-29T15:00:00+03:00',
    offerDeadline: '2027-05-04T15:00:00+03:00',
    offerReminder: '2027-05-03T15:00:00+03:00',
    nextWorkingDays: ['2027-05-04', '2027-05-05', '2027-05-06'],
  },
  {
    name: 'Thursday before Orthodox Pentecost 2027',
    at: '2027-06-17T15:00:00+03:00',
    offerDeadline: '2027-06-22T15:00:00+03:00',
    offerReminder: '2027-06-21T15:00:00+03:00',
    nextWorkingDays: ['2027-06-18', '2027-06-22', '2027-06-23'],
  },
  {
    name: 'the spring-forward night, 28 March 2027 02:30 (an hour shorter)',
    at: '2027-03-28T02:30:00+02:00',
    offerDeadline: '2027-03-30T03:30:00+03:00',
    offerReminder: '2027-03-29T03:30:00+03:00',
    nextWorkingDays: ['2027-03-29', '2027-03-30', '2027-03-31'],
  },
  {
    name: 'the fall-back night, 31 October 2027 03:30 (the first of the two)',
    at: '2027-10-31T03:30:00+03:00',
    offerDeadline: '2027-11-02T02:30:00+02:00',
    offerReminder: '2027-11-01T02:30:00+02:00',
    nextWorkingDays: ['2027-11-01', '2027-11-02', '2027-11-03'],
  },
  {
    name: '28 February 2028 (a leap day follows)',
    at: '2028-02-28T12:00:00+02:00',
    offerDeadline: '2028-03-01T12:00:00+02:00',
    offerReminder: '2028-02-29T12:00:00+02:00',
    nextWorkingDays: ['2028-02-29', '2028-03-01', '2028-03-02'],
  },
  {
    name: '31 December 2026 23:30',
    at: '2026-12-31T23:30:00+02:00',
    offerDeadline: '2027-01-04T23:30:00+02:00',
    offerReminder: '2027-01-03T23:30:00+02:00',
    nextWorkingDays: ['2027-01-04', '2027-01-05', '2027-01-08'],
  },
];
