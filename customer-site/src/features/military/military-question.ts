import type { MilitaryProps, MilitaryQuestion } from './military-props.ts';

/** The question of a step record that labels `field`, or one made from `fallback` when content has none. */
export function militaryQuestion(
  content: MilitaryProps,
  step: number,
  field: string,
  fallback: string,
): MilitaryQuestion {
  return content.steps[step]?.questions.find((q) => q.field === field) ?? { field, question: fallback };
}
