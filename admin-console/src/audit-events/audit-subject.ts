import type { AuditEvent } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';

/** What each kind of audit subject is called, in the list's column and in its filter alike. */
const SUBJECT_TEXT: Record<AuditEvent['entityType'], string> = {
  fan: consoleText.subjectFan,
  group: consoleText.subjectGroup,
  fan_upload: consoleText.subjectFanUpload,
};

export const SUBJECT_CHOICES = Object.entries(SUBJECT_TEXT).map(([id, name]) => ({ id, name }));

export const subjectText = (event: Pick<AuditEvent, 'entityType'>): string => SUBJECT_TEXT[event.entityType];
