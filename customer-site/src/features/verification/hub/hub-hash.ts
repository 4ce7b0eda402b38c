import type { Segment } from '@carrier/shared/discount-program';

/** 001 §2 analytics panel paths: these segments have their own path name; any other its lowercase name. */
const PANEL_NAMES: Partial<Record<string, string>> = {
  military: 'military-discount',
  teacher: 'teacher',
  'first-responders': 'first-responders',
  'retired-responders': 'retired-responders',
  healthcare: 'healthcare',
  aarp: 'aarp',
  union: 'union-discount',
  students: 'students',
  corporate: 'corporate',
};

/** 001 §2: /offers/discount-program/panel/{segment}/ for the tab just selected. */
export function panelPath(segment: string): string {
  return `/offers/discount-program/panel/${PANEL_NAMES[segment] ?? segment.toLowerCase()}/`;
}

/**
 * 001 §2: the tab the address's hash names; the first segment when there is no hash, or it names no tab on this
 * hub (a stale link). The hash is compared without its '#' and decoded.
 */
export function segmentFromHash(hash: string, segments: readonly Segment[]): Segment {
  let name = hash.replace(/^#/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // a malformed escape names no segment
  }
  return segments.find((s) => s === name.toLowerCase()) ?? segments[0]!;
}

/** The hash to set for a segment. */
export function hashFor(segment: Segment): string {
  return `#${segment}`;
}
