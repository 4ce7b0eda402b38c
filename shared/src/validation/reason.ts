import { fanToolsText } from '../content/fan-tools.ts';
import { fail, OK, type RuleResult } from './result.ts';

/** 002 §5, §9: reason for change is required and at most 150 characters. */
export const REASON_MAX_LENGTH = 150;

export function validateReasonForChange(value: string, message: string = fanToolsText.reasonRequired): RuleResult {
  const v = value.trim();
  if (v.length === 0) return fail('required', message);
  if (v.length > REASON_MAX_LENGTH) return fail('maxLength', message);
  return OK;
}
