import { NumberInput, SelectInput } from 'react-admin';
import { SEGMENTS } from '@carrier/shared/discount-program';
import { consoleText } from '../console-text.ts';
import { segmentName } from './review-format.ts';

const SEGMENT_CHOICES = SEGMENTS.map((segment) => ({ id: segment, name: segmentName(segment) }));

/** A whole number of hours, never negative; an empty field lifts the filter. */
export function parseHours(value: string | number | null | undefined): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), 24 * 365) : null;
}

/**
 * What the queue filters by, as the /admin-api facade reads it: the segment, and the age of the upload (waiting at
 * least this many hours). Always shown, so each has a visible label.
 */
export const reviewFilters = [
  <SelectInput
    key="segment"
    source="segment"
    label={consoleText.segment}
    choices={SEGMENT_CHOICES}
    emptyText={consoleText.allSegments}
    alwaysOn
  />,
  <NumberInput
    key="olderThanHours"
    source="olderThanHours"
    label={consoleText.waitingAtLeast}
    min={0}
    step={1}
    parse={parseHours}
    alwaysOn
  />,
];
