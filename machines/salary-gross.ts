// Romanian employee contributions on a gross salary: CAS 25 % and CASS 10 % of the gross, then income tax 10 % of
// what is left. Net = gross × 0.65 × 0.9. The personal deduction is left out: it depends on the person, and the insight
// compares offers, not payslips.
const NET_SHARE = (1 - 0.25 - 0.1) * (1 - 0.1);

/** A monthly salary on the gross basis the insight compares; null for a basis that is not a monthly net or gross. */
export function grossMonthly(salary: number, basis: string | null | undefined): number | null {
  if (basis === 'gross') return Math.round(salary);
  if (basis === 'net') return Math.round(salary / NET_SHARE);
  return null;
}
