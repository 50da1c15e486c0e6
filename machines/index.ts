/** The public face of machines/: what the server and the browser import. */
export { HIRING_MACHINE_VERSION, hiringMachine, type HiringMachine } from './hiring.machine.ts';
export {
  ACTIVE_STAGES,
  ENDINGS,
  type ActiveStage,
  type CareAlert,
  type Ending,
  type HiringContext,
  type HiringInput,
  type SentFinalOffer,
} from './hiring-context.ts';
export {
  CANDIDATE_RESPONSE_STATUSES,
  CANDIDATE_STATUSES,
  COMPANY_STATUSES,
  candidateMustRespond,
  candidateStatusOf,
  companyStatusOf,
  isArchived,
  stagePath,
  turnOf,
  type CandidateStatus,
  type CompanyStatus,
  type SnapshotLike,
} from './statuses.ts';
export {
  ERROR_CODES,
  EVENT_TYPES,
  PERSON_ROLES,
  ROLES,
  candidateRefusalSchema,
  companyCancelSchema,
  companyRefusalSchema,
  withdrawalSchema,
  acceptedOfferWithdrawalSchema,
  eventRequestSchema,
  refusalReplySchema,
  interviewSchema,
  isHiringEventType,
  licenceCheckSchema,
  offerEndSchema,
  payloadSchemas,
  ROOM_EVENTS,
  roleOfEvent,
  storedPayload,
  type Actor,
  type ErrorCode,
  type EventOf,
  type HiringEvent,
  type HiringEventType,
  type Interview,
  type LicenceCheck,
  type PayloadOf,
  type PersonRole,
  type Role,
} from './events.ts';
export {
  ACCEPTED_OFFER_WITHDRAWAL_REASONS,
  CANDIDATE_REASONS,
  COMPANY_CANCEL_REASONS,
  COMPANY_REASONS,
  OFFER_END_REASONS,
  WITHDRAWAL_REASONS,
  type AcceptedOfferWithdrawalReason,
  type CandidateReason,
  type CompanyCancelReason,
  type CompanyReason,
  type OfferEndReason,
  type WithdrawalReason,
} from './reasons.ts';
export { payloadErrors, type FieldErrors, type RuleContext, MIN_LEAD_HOURS, FIRST_START_MINUTES, LAST_START_MINUTES } from './rules.ts';
export { openEvents } from './open-events.ts';
export { MEMBER_ROLES, memberMaySend, type MemberRole } from './member-roles.ts';
export {
  FULL_TIME_HOURS,
  MAX_BONUSES,
  MAX_PROBATION_DAYS,
  MAX_RESIGNATION_NOTICE_DAYS,
  MIN_DISMISSAL_NOTICE_DAYS,
  MIN_LEAVE_DAYS,
  POSITION_KINDS,
  SHIFT_PATTERNS,
  belowAdvertisedRange,
  changedFromPost,
  finalOfferSchema,
  type AdvertisedTerms,
  type FinalOffer,
  type ShiftPattern,
  type StoredFinalOffer,
} from './final-offer.ts';
export { isNonWorkingDay, nonWorkingDays, type NonWorkingDay, type NonWorkingDayKind } from './calendar.ts';
export { BUSINESS_TIME_ZONE, bucharestInstantOf, inBucharest } from './bucharest-time.ts';
export {
  FINAL_OFFER_MIN_HOURS,
  FINAL_OFFER_REMINDER_HOURS,
  FINAL_OFFER_VALID_DAYS,
  OFFER_ANSWER_HOURS,
  PROPOSAL_ANSWER_HOURS,
  answerDeadlineOf,
  defaultFinalOfferValidity,
  finalOfferLatestValidity,
  finalOfferReminderAt,
  isWorkingDay,
  offerAnswerDeadline,
  offerReminderAt,
  proposalAnswerDeadline,
  sameTimeDaysLater,
  type AnswerDeadline,
} from './deadlines.ts';
export { PHONE_MAX_LENGTH, formatPhone, phoneHref, phoneSchema, toE164 } from './phone.ts';
export {
  CALENDAR_YEAR_BODIES,
  defaultLicenceExpiry,
  licenceRefusals,
  yearEndRenewalDue,
  YEAR_END_REMINDER_MONTH,
  type LicenceOnFile,
} from './licence.ts';
export { INTERVIEW_MINUTES, PHONE_SCREEN_MINUTES, clashesWith, interviewClashes, type Appointment, type AppointmentKind } from './interview-clash.ts';
export { STATE_PATHS, isStatePath, statePathOf, type StatePath } from './state-paths.ts';
export type { StoredHiringSnapshot } from './stored-snapshot.ts';
