/**
 * The Labour Code terms every test's final offer states besides its salary and start date (machines/final-offer.ts):
 * a full-time execution post on 12-hour shifts, at the legal minimums of leave and notice.
 */
export const OFFER_TERMS = {
  placeOfWork: 'Spitalul Clinic Județean Cluj, str. Clinicilor 3-5',
  jobTitle: 'Asistent medical / Asistentă medicală',
  position: 'execution',
  contract: 'undetermined',
  norma: 'full',
  hoursPerWeek: 40,
  shiftPattern: '12h',
  garziPerMonth: 4,
  gardaPay: 450,
  salaryBasis: 'gross',
  leaveDays: 21,
  dismissalNoticeDays: 20,
  resignationNoticeDays: 20,
  probationDays: 90,
} as const;
