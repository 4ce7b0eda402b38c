import { AnalyticsEvents } from './analytics-events.ts';

/**
 * 000 §2 virtual page path of a military form step: step 0 is the base path (/military-cancel-service), later
 * steps and the confirmation sit under it (/military-restore-service/review-terms, …/success).
 */
export function militaryPagePath(requestType: 'cancel' | 'restore', step: number): string {
  const base = AnalyticsEvents.militaryBasePath[requestType];
  const leaf = AnalyticsEvents.militaryStepPath[step] ?? '';
  return leaf ? `${base}/${leaf}` : base;
}
