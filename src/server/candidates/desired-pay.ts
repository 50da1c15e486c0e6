import { grossMonthly } from '../../../machines/working-time.ts';

/**
 * A candidate's desired pay as a company reads and searches it: gross monthly LEI, the basis of every post's range,
 * whatever basis she stated it on (matching compares it the same way).
 */
export const asGross = (amount: number | null, basis: string): number | null => (amount === null ? null : grossMonthly(amount, basis));
