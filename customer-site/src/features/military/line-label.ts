import type { Line } from '@carrier/shared/self-service';

/** A line as the customer knows it: the subscriber's first name, the number (xxx-xxx-xxxx) and the device. */
export function lineLabel(line: Pick<Line, 'ctn' | 'subscriberName' | 'model'>): string {
  const number = line.ctn.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3');
  const who = line.subscriberName.firstName.trim();
  return [who, number].filter(Boolean).join(', ') + (line.model.trim() ? ` (${line.model.trim()})` : '');
}
