import type { AuditEvent } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { csvExporter } from '../ui/csv-exporter.ts';
import { auditActionText, auditActorText, formatAuditTime } from '../ui/audit-wording.ts';
import { subjectText } from './audit-subject.ts';

/** The Audit events list's Export: its columns in its words (who as 'Name (username)', what as the timeline says). */
export const auditEventExporter = csvExporter<AuditEvent>([
  { header: consoleText.when, value: (event) => formatAuditTime(event.at) },
  { header: consoleText.activityBy, value: (event) => auditActorText(event) },
  { header: consoleText.what, value: (event) => auditActionText(event) },
  { header: consoleText.subjectType, value: (event) => subjectText(event) },
  { header: consoleText.subjectId, value: (event) => event.entityId },
  { header: consoleText.reasonForChange, value: (event) => event.reason },
]);
