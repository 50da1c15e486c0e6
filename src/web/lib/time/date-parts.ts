// A missing part reads as NaN, so a malformed text makes an invalid date, as arithmetic on an absent part would.

/** The year, month (1-12) and day of a 'YYYY-MM-DD' date. */
export function dateParts(date: string): [year: number, month: number, day: number] {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = date.split('-').map(Number);
  return [year, month, day];
}

/** The hours and minutes of an 'HH:mm' time. */
export function timeParts(time: string): [hours: number, minutes: number] {
  const [hours = Number.NaN, minutes = Number.NaN] = time.split(':').map(Number);
  return [hours, minutes];
}
