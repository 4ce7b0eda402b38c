import { AUDIT_ACTIONS, type AuditEvent } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';

/** How the activity timeline words an audit event: plain words per AUDIT_ACTIONS, detail from `changes` when known. */

type Changes = AuditEvent['changes'];

/** The gateway records a change as { from, to }; a plain value is taken as the new one. */
function newValue(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'to' in value)
    return (value as { to: unknown }).to;
  return value;
}

function firstBoolean(changes: Changes, keys: readonly string[]): boolean | null {
  for (const key of keys) {
    const value = newValue(changes[key]);
    if (typeof value === 'boolean') return value;
    if (value === 'Active' || value === 'ON') return true;
    if (value === 'Inactive' || value === 'OFF') return false;
  }
  return null;
}

function ids(changes: Changes, keys: readonly string[]): string[] {
  for (const key of keys) {
    const value = newValue(changes[key]);
    if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
    if (typeof value === 'string' && value)
      return value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
  }
  return [];
}

function text(changes: Changes, key: string): string {
  const value = changes[key];
  return typeof value === 'string' ? value : '';
}

/** '3 FANs created' from { created: 3 }; blank for none or no count. */
function count(changes: Changes, key: string, verb: string): string {
  const n = changes[key];
  if (typeof n !== 'number' || n <= 0) return '';
  return `${n} ${n === 1 ? 'FAN' : 'FANs'} ${verb}`;
}

const onOff = (on: boolean) => (on ? 'ON' : 'OFF');
const fanList = (list: readonly string[]) => `${list.length === 1 ? 'FAN' : 'FANs'} ${list.join(', ')}`;

const ENABLED_KEYS = ['enableStatus', 'isWebEnabled', 'onlExpStatus', 'enabled', 'to'] as const;
const VIEW_KEYS = ['isList', 'listView', 'to'] as const;

export function auditActionText(event: Pick<AuditEvent, 'action' | 'changes'>): string {
  const { changes } = event;
  switch (event.action) {
    case AUDIT_ACTIONS.fanWebStatus: {
      const on = firstBoolean(changes, ENABLED_KEYS);
      return on === null ? 'Changed the web status' : `Turned web status ${onOff(on)}`;
    }
    case AUDIT_ACTIONS.fanToken:
      return 'Generated a new token link';
    case AUDIT_ACTIONS.groupCreate: {
      const members = ids(changes, ['fanIds', 'added']);
      return members.length ? `Created the group with ${fanList(members)}` : 'Created the group';
    }
    case AUDIT_ACTIONS.groupAddFans: {
      const added = ids(changes, ['added', 'fanIds']);
      return added.length ? `Added ${fanList(added)}` : 'Added FANs';
    }
    case AUDIT_ACTIONS.groupRemoveFan: {
      const removed = ids(changes, ['fanId', 'fanIds', 'removed']);
      return removed.length ? `Removed ${fanList(removed)}` : 'Removed a FAN';
    }
    case AUDIT_ACTIONS.groupDelete:
      return 'Deleted the group';
    case AUDIT_ACTIONS.groupWebStatus: {
      const on = firstBoolean(changes, ENABLED_KEYS);
      return on === null ? 'Changed the splash page' : `Turned the splash page ${onOff(on)}`;
    }
    case AUDIT_ACTIONS.groupView: {
      const isList = firstBoolean(changes, VIEW_KEYS);
      return isList === null
        ? 'Changed the splash page view'
        : `Switched the splash page to ${isList ? 'List view' : 'Search view'}`;
    }
    case AUDIT_ACTIONS.groupToken:
      return 'Generated a new group token';
    case AUDIT_ACTIONS.uploadApply: {
      const file = text(changes, 'fileName');
      const counts = [count(changes, 'created', 'created'), count(changes, 'updated', 'changed')].filter(Boolean);
      const what = file ? `Applied the fan upload ${file}` : 'Applied a fan upload';
      return counts.length ? `${what}: ${counts.join(', ')}` : what;
    }
    case AUDIT_ACTIONS.fanUpload: {
      const file = text(changes, 'fileName');
      const row = typeof changes.row === 'number' ? ` (row ${changes.row})` : '';
      const verb =
        changes.change === 'create' ? 'Created' : changes.change === 'update' ? 'Changed' : 'Created or changed';
      return file ? `${verb} by the fan upload ${file}${row}` : `${verb} by a fan upload${row}`;
    }
    default:
      return event.action;
  }
}

/**
 * An event as a subject's activity words it: a FAN's activity also holds the group events that added or removed
 * it, and names their group.
 */
export function auditActionTextFor(event: AuditEvent, subjectType: AuditEvent['entityType']): string {
  const what = auditActionText(event);
  return event.entityType === subjectType ? what : consoleText.inGroup(what, event.entityId);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * When an event happened: MM/DD/YYYY h:mm AM/PM (002 §9 dates), in the viewer's time zone unless one is given.
 * Unreadable → the raw value.
 */
export function formatAuditTime(at: string, timeZone?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hour12: true,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${pad2(Number(part('month')))}/${pad2(Number(part('day')))}/${part('year')} ${Number(part('hour'))}:${pad2(Number(part('minute')))} ${part('dayPeriod').toUpperCase()}`;
}

/** Who made a change: the employee's name, with their user id, or the id alone when no employee has it now. */
export function auditActorText(event: Pick<AuditEvent, 'actor' | 'actorName'>): string {
  return event.actorName ? `${event.actorName} (${event.actor})` : event.actor;
}
