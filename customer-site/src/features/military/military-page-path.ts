import { MILITARY_PAGE_PATHS, type MilitaryRequestType } from '@carrier/shared/self-service';

/**
 * 000 §2 virtual page path of a military form step: step 0 is the base path (/military-cancel-service), later
 * steps and the confirmation (4) sit under it (/military-restore-service/review-terms, …/success).
 */
export function militaryPagePath(requestType: MilitaryRequestType, step: number): string {
  const base = MILITARY_PAGE_PATHS[requestType];
  const leaf = step > 0 ? MILITARY_PAGE_PATHS.steps[step - 1] : undefined;
  return leaf ? `${base}/${leaf}` : base;
}
