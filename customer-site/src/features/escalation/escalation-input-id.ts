import type { EscalationField } from '@carrier/shared/escalation';

/** The id of the control a field's error links to (the contact-time group's first box). */
export function escalationInputId(field: EscalationField): string {
  return field === 'contactTime' ? 'escalation-morning' : `escalation-${field}`;
}
