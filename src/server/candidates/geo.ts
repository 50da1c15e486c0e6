/** Whole years between a 'YYYY-MM-DD' birth date and `today` ('YYYY-MM-DD'), counted on calendar days. */
export function ageInYears(birthDate: string, today: string): number {
  // A missing part counts as NaN, as the arithmetic below would make of it anyway.
  const [by = NaN, bm = NaN, bd = NaN] = birthDate.split('-').map(Number);
  const [ty = NaN, tm = NaN, td = NaN] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
