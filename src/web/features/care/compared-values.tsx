import { Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { isKeyOf, isRecord } from '../../../../machines/narrow';

/** The names of the values matching compares (src/server/matching/explain.ts), as care reads them. */
const VALUE_LABELS = {
  jobTitle: msg`job title`,
  specialty: msg`specialty`,
  city: msg`city`,
  km: msg`distance (km)`,
  reachKm: msg`reach (km)`,
  namedCity: msg`city named in her profile`,
  relocates: msg`open to relocating`,
  min: msg`minimum`,
  max: msg`maximum`,
  basis: msg`basis`,
  grossMin: msg`gross minimum`,
  grossMax: msg`gross maximum`,
  workType: msg`normă`,
  shiftPattern: msg`shifts`,
  garziPerMonth: msg`gărzi per month`,
  nightWork: msg`nights`,
  weekendWork: msg`weekends`,
  acceptedShiftPatterns: msg`accepted shifts`,
  maxGarziPerMonth: msg`most gărzi per month`,
  acceptsNights: msg`accepts nights`,
  acceptsWeekends: msg`accepts weekends`,
  body: msg`licensing body`,
  expiresOn: msg`licence valid until`,
  noShows: msg`missed interviews`,
} satisfies Record<string, MessageDescriptor>;
const ORDER = Object.keys(VALUE_LABELS);
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

/** Stored codes that read as words: the basis of an amount. */
const CODE_WORDS = { gross: msg`gross`, net: msg`net` } satisfies Record<string, MessageDescriptor>;

/**
 * The values one factor compared, the post's and the candidate's, as "name: value" lines instead of the stored
 * JSON: codes stay as stored (they are what the logic compared) but for the basis of an amount; unknowns read as a dash.
 */
export function ComparedValues({ inputs }: { inputs: unknown }) {
  const { t, i18n } = useLingui();
  const value = (v: unknown): string => {
    if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) return '—';
    if (typeof v === 'boolean') return v ? t`yes` : t`no`;
    if (typeof v === 'number') return v.toLocaleString(i18n.locale);
    if (Array.isArray(v)) return v.map(value).join(', ');
    if (isRecord(v)) return entries(v);
    return typeof v === 'string' && isKeyOf(CODE_WORDS, v) ? i18n._(CODE_WORDS[v]) : String(v);
  };
  const entries = (record: Record<string, unknown>) =>
    // In the logic's order (a stored record comes back with its keys sorted by the database).
    Object.entries(record)
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([key, v]) => `${isKeyOf(VALUE_LABELS, key) ? i18n._(VALUE_LABELS[key]) : key}: ${value(v)}`)
      .join('; ');
  const sides = isRecord(inputs) ? inputs : {};
  return (
    <>
      {sides.post !== null && sides.post !== undefined ? <Text size="xs">{t`Post: ${value(sides.post)}`}</Text> : null}
      <Text size="xs">{t`Candidate: ${value(sides.candidate)}`}</Text>
    </>
  );
}
