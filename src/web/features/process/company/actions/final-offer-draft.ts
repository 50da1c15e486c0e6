import type { AdvertisedTerms } from '../../../../../../machines/index';
import type { Schemas } from '../../../../lib/api/schemas';
import { validUntilOf } from '../../offer-validity';

type Num = number | '';
/** The dialog's fields as typed: numbers may be empty, days unset. */
export interface OfferDraft {
  placeOfWork: string;
  jobTitle: string;
  position: 'execution' | 'management';
  startDate: string | null;
  contract: 'determined' | 'undetermined';
  contractMonths: Num;
  norma: 'full' | 'part';
  hoursPerWeek: Num;
  shiftPattern: string | null;
  garziPerMonth: Num;
  gardaPay: Num;
  salary: Num;
  otherPay: { label: string; amount: Num }[];
  benefits: string;
  leaveDays: Num;
  dismissalNoticeDays: Num;
  resignationNoticeDays: Num;
  probationDays: Num;
  belowRangeReason: string;
  validDay: string | null;
}

const num = (value: number | null | undefined): Num => value ?? '';

/**
 * The dialog's starting values: a correction starts from the offer it corrects; a new offer from the post's terms
 * (its place, title, working time, contract and probation), with the Labour Code's minimums of leave and notice.
 */
export function initialDraft(
  post: { place: string; title: string; terms: AdvertisedTerms; today: string },
  current: Schemas['FinalOffer'] | undefined,
  validDay: string,
): OfferDraft {
  const ad = post.terms;
  const c = current;
  return {
    placeOfWork: c?.placeOfWork ?? post.place,
    jobTitle: c?.jobTitle ?? post.title,
    position: c?.position ?? 'execution',
    startDate: c?.startDate ?? (ad.startDate && ad.startDate > post.today ? ad.startDate : null),
    contract: c?.contract ?? ad.contract ?? 'undetermined',
    contractMonths: num(c ? c.contractMonths : ad.contractMonths),
    norma: c?.norma ?? ad.norma ?? 'full',
    hoursPerWeek: num(c ? c.hoursPerWeek : (ad.hoursPerWeek ?? (ad.norma === 'part' ? null : 40))),
    shiftPattern: c?.shiftPattern ?? ad.shiftPattern,
    garziPerMonth: num(c ? c.garziPerMonth : ad.garziPerMonth),
    gardaPay: num(c ? c.gardaPay : ad.gardaPay),
    salary: num(c?.salary),
    otherPay: c?.otherPay?.map((p) => ({ ...p })) ?? [],
    benefits: c?.benefits ?? '',
    leaveDays: num(c ? c.leaveDays : 20),
    dismissalNoticeDays: num(c ? c.dismissalNoticeDays : 20),
    resignationNoticeDays: num(c ? c.resignationNoticeDays : 20),
    probationDays: num(c ? c.probationDays : ad.probationDays),
    belowRangeReason: c?.belowRangeReason ?? '',
    validDay,
  };
}

const given = (value: Num) => (value === '' ? undefined : value);
const trimmed = (value: string) => value.trim() || undefined;

/**
 * The event payload the draft makes (the machine's schema judges it: finalOfferSchema). The reason for a salary below
 * the post's range goes only while the salary is below it (`below`), so the candidate never reads a stale one.
 */
export function payloadOf(d: OfferDraft, below: boolean): Record<string, unknown> {
  const otherPay = d.otherPay.filter((p) => p.label.trim() || p.amount !== '').map((p) => ({ label: p.label.trim(), amount: given(p.amount) }));
  return {
    placeOfWork: d.placeOfWork.trim(),
    jobTitle: d.jobTitle.trim(),
    position: d.position,
    startDate: d.startDate ?? undefined,
    contract: d.contract,
    ...(d.contract === 'determined' ? { contractMonths: given(d.contractMonths) } : {}),
    norma: d.norma,
    hoursPerWeek: given(d.hoursPerWeek),
    shiftPattern: d.shiftPattern ?? undefined,
    garziPerMonth: given(d.garziPerMonth),
    ...(d.gardaPay !== '' && d.garziPerMonth !== 0 ? { gardaPay: d.gardaPay } : {}),
    salary: given(d.salary),
    salaryBasis: 'gross',
    ...(otherPay.length ? { otherPay } : {}),
    ...(trimmed(d.benefits) ? { benefits: d.benefits.trim() } : {}),
    leaveDays: given(d.leaveDays),
    dismissalNoticeDays: given(d.dismissalNoticeDays),
    resignationNoticeDays: given(d.resignationNoticeDays),
    probationDays: given(d.probationDays),
    ...(below && trimmed(d.belowRangeReason) ? { belowRangeReason: d.belowRangeReason.trim() } : {}),
    ...(d.validDay ? { validUntil: validUntilOf(d.validDay) } : {}),
  };
}
