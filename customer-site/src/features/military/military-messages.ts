import { MILITARY_TEXT, type MilitaryMessages } from '@carrier/shared/self-service';
import type { MilitaryProps } from './military-props.ts';

/** 000 §8: every message comes from content, with the shared wording where content leaves one out. */
export function militaryMessages(content: MilitaryProps): MilitaryMessages {
  return { ...MILITARY_TEXT, ...content.messages };
}
