import type { MilitaryRequestType } from './constants.ts';

/** 000 §4: the e-mail subject depends on the outcome. */
export type SubjectKind = 'terminateAll' | 'holdAll' | 'mix' | 'restore';

/** Which subject applies: restore has its own; cancel holds all, terminates all, or mixes both. */
export function subjectKind(
  requestType: MilitaryRequestType,
  numbersToHold: readonly string[],
  numbersToTerminate: readonly string[],
): SubjectKind {
  if (requestType === 'restore') return 'restore';
  if (numbersToHold.length > 0 && numbersToTerminate.length > 0) return 'mix';
  return numbersToHold.length > 0 ? 'holdAll' : 'terminateAll';
}

export interface SubjectTexts {
  terminateAll: string;
  holdAll: string;
  mix: string;
  restore: string;
}

/** The subject text from content for the outcome. */
export function chooseSubject(
  texts: SubjectTexts,
  requestType: MilitaryRequestType,
  numbersToHold: readonly string[],
  numbersToTerminate: readonly string[],
): string {
  return texts[subjectKind(requestType, numbersToHold, numbersToTerminate)];
}
