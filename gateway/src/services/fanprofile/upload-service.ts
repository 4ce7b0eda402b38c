import { createHash } from 'node:crypto';
import {
  FAN_UPLOAD_MAX_LISTED,
  FAN_UPLOAD_MAX_ROWS,
  FAN_UPLOAD_OPTIONS,
  FanUploadErrorIds,
  fanUploadText,
  type FanUploadChange,
  type FanUploadReport,
} from '@carrier/shared/fan-upload';
import { validateUploadFile } from '@carrier/shared/uploads';
import type { Db, Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { cleanFileName } from '@carrier/shared/uploads';
import { planFan, type PlannedFan } from './plan.ts';
import { readFanRows, ReadTimeLimit, type ReadLimits, type ReadResult } from './read-fan-rows.ts';
import {
  findStoredFans,
  finishUpload,
  insertAuditEvents,
  insertUpload,
  writeFans,
  type AuditRecord,
  type UploadRecord,
} from './upload-store.ts';
import { inspectXlsx, XLSX_LIMITS, XlsxRefusal, type XlsxLimits } from '../../files/xlsx-inspect.ts';

/**
 * The fan upload (002 §2.9, §7): check the file, read and check every row, then apply all of it in one transaction
 * or none of it. Every upload that reaches this service is recorded in fan_uploads (who, when, which file, what came
 * of it); an applied one also writes an 'upload.apply' audit event and one event per FAN it created or changed.
 */
export interface UploadLimits extends ReadLimits {
  xlsx: XlsxLimits;
}

export const UPLOAD_LIMITS: UploadLimits = {
  maxRows: FAN_UPLOAD_MAX_ROWS,
  maxListed: FAN_UPLOAD_MAX_LISTED,
  timeLimitMs: 120_000,
  xlsx: XLSX_LIMITS,
};

export interface ReceivedFile {
  actor: string;
  fileName: string;
  bytes: Buffer;
  /** The multipart limit cut the file: it was larger than the size limit. */
  truncated: boolean;
  dryRun: boolean;
}

export const AUDIT_UPLOAD_APPLY = 'upload.apply';
export const AUDIT_FAN_UPLOAD = 'fan.upload';

const refusal = (status: number, errorId: string, message: string) => new HttpError(status, errorId, message);

/** 002 §5 on what arrived: size (the multipart limit), then type, name, emptiness — by name and size only. */
function checkReceivedFile(file: ReceivedFile): void {
  const { messages } = FAN_UPLOAD_OPTIONS;
  if (file.truncated) throw refusal(413, FanUploadErrorIds.fileTooLarge, messages.tooLarge);
  const result = validateUploadFile({ name: file.fileName, size: file.bytes.length }, FAN_UPLOAD_OPTIONS);
  if (result.ok) return;
  switch (result.key) {
    case 'type':
      throw refusal(415, FanUploadErrorIds.fileType, result.message);
    case 'nameLength':
    case 'name':
      throw refusal(400, FanUploadErrorIds.fileName, result.message);
    case 'empty':
      throw refusal(400, FanUploadErrorIds.fileEmpty, result.message);
    case 'tooLarge':
      throw refusal(413, FanUploadErrorIds.fileTooLarge, result.message);
    default:
      throw refusal(400, FanUploadErrorIds.fileUnreadable, messages.generic);
  }
}

const MB = 1024 * 1024;

/** What is too large, in the wording of the refusal. */
function tooLargeMessage(part: XlsxRefusal['part'], limits: UploadLimits): string {
  switch (part) {
    case 'worksheet':
      return fanUploadText.worksheetTooLarge(Math.floor(limits.xlsx.worksheetBytes / MB), limits.maxRows);
    case 'sharedStrings':
      return fanUploadText.sharedStringsTooLarge(Math.floor(limits.xlsx.sharedStringsBytes / MB), limits.maxRows);
    case 'sharedStringCount':
      return fanUploadText.sharedStringCountTooLarge(limits.xlsx.sharedStringCount, limits.maxRows);
    default:
      return fanUploadText.fileUnpacksTooLarge;
  }
}

/** By content: a real, safe xlsx, then its rows. */
async function readWorkbook(file: ReceivedFile, limits: UploadLimits): Promise<ReadResult> {
  let zip: Buffer[];
  try {
    zip = (await inspectXlsx(file.bytes, limits.xlsx)).zip;
  } catch (err) {
    if (!(err instanceof XlsxRefusal)) throw err;
    switch (err.problem) {
      case 'notXlsx':
        throw refusal(415, FanUploadErrorIds.fileType, fanUploadText.fileType);
      case 'unsafe':
        throw refusal(422, FanUploadErrorIds.fileUnsafe, fanUploadText.fileUnsafe);
      case 'tooLarge':
        throw refusal(422, FanUploadErrorIds.fileUnpacksTooLarge, tooLargeMessage(err.part, limits));
      case 'encrypted':
        throw refusal(422, FanUploadErrorIds.fileEncrypted, fanUploadText.fileEncrypted);
      case 'noWorksheet':
        throw refusal(422, FanUploadErrorIds.fileUnreadable, fanUploadText.noWorksheet);
      default:
        throw refusal(422, FanUploadErrorIds.fileUnreadable, fanUploadText.fileGeneric);
    }
  }
  try {
    return await readFanRows(zip, limits);
  } catch (err) {
    if (err instanceof ReadTimeLimit)
      throw refusal(422, FanUploadErrorIds.fileUnreadable, fanUploadText.uploadTimedOut);
    // The XML inside a checked zip is malformed (the reader's own errors say no more than that).
    throw refusal(422, FanUploadErrorIds.fileUnreadable, fanUploadText.fileGeneric);
  }
}

function changesOf(plans: readonly PlannedFan[], records: ReadResult['records'], max: number): FanUploadChange[] {
  const out: FanUploadChange[] = [];
  for (let i = 0; i < plans.length && out.length < max; i++) {
    const plan = plans[i]!;
    if (plan.action !== 'unchanged')
      out.push({ row: plan.row, fanId: records[i]!.fanId, action: plan.action, columns: plan.columns });
  }
  return out;
}

/** A FAN's audit event: for a new FAN the values it was created with, for an update each column's from and to. */
function auditChanges(plan: PlannedFan, uploadId: string, fileName: string): Record<string, unknown> {
  const head = { uploadId, fileName, row: plan.row, change: plan.action };
  if (plan.action === 'create')
    return { ...head, values: Object.fromEntries(Object.entries(plan.diff).map(([column, d]) => [column, d.to])) };
  return { ...head, columns: plan.diff };
}

interface Counts {
  created: number;
  updated: number;
  unchanged: number;
}

function countOf(plans: readonly PlannedFan[]): Counts {
  const counts: Counts = { created: 0, updated: 0, unchanged: 0 };
  for (const p of plans) counts[p.action === 'create' ? 'created' : p.action === 'update' ? 'updated' : 'unchanged']++;
  return counts;
}

export async function processFanUpload(
  db: Db,
  file: ReceivedFile,
  limits: UploadLimits = UPLOAD_LIMITS,
): Promise<FanUploadReport> {
  const started = Date.now();
  const fileName = cleanFileName(file.fileName, 255, '(no name)');
  const sha256 = file.bytes.length > 0 ? createHash('sha256').update(file.bytes).digest('hex') : null;
  const record = (
    q: Queryable,
    outcome: UploadRecord['outcome'],
    report: Partial<FanUploadReport> | object,
    counts: Partial<UploadRecord> = {},
  ) =>
    insertUpload(q, {
      actor: file.actor,
      fileName,
      fileSize: file.bytes.length,
      fileSha256: sha256,
      dryRun: file.dryRun,
      outcome,
      rowCount: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      issueCount: 0,
      durationMs: Date.now() - started,
      report,
      ...counts,
    });
  const base = {
    fileName,
    dryRun: file.dryRun,
    uploadId: null,
    changes: [],
    changeCount: 0,
    issues: [],
    issueCount: 0,
  };

  let read: ReadResult;
  try {
    checkReceivedFile(file);
    read = await readWorkbook(file, limits);
  } catch (err) {
    if (err instanceof HttpError) await record(db, 'refused', err.toJSON());
    throw err;
  }

  if (read.issueCount > 0 || !read.header) {
    const report: FanUploadReport = {
      ...base,
      status: 'failure',
      applied: false,
      rowCount: read.rowCount,
      created: 0,
      updated: 0,
      unchanged: 0,
      message:
        read.failedRows > 0 ? fanUploadText.rowsFailed(read.issueCount, read.failedRows) : fanUploadText.fileFailed,
      issueCount: read.issueCount,
      issues: read.issues,
      durationMs: Date.now() - started,
    };
    report.uploadId = await record(db, 'rejected', report, { rowCount: read.rowCount, issueCount: read.issueCount });
    return report;
  }
  const { header, records } = read;
  const ids = records.map((r) => r.fanId);

  if (file.dryRun) {
    const stored = await findStoredFans(db, ids, false);
    const plans = records.map((r) => planFan(r, stored.get(r.fanId), header.present));
    const counts = countOf(plans);
    const report: FanUploadReport = {
      ...base,
      status: 'success',
      applied: false,
      rowCount: read.rowCount,
      ...counts,
      message: fanUploadText.successDryRun(counts.created, counts.updated, counts.unchanged),
      changeCount: counts.created + counts.updated,
      changes: changesOf(plans, records, limits.maxListed),
      durationMs: Date.now() - started,
    };
    report.uploadId = await record(db, 'checked', report, { rowCount: read.rowCount, ...counts });
    return report;
  }

  return db.transaction(async (tx) => {
    const stored = await findStoredFans(tx, ids, true);
    const plans = records.map((r) => planFan(r, stored.get(r.fanId), header.present));
    const counts = countOf(plans);
    const uploadId = await record(tx, 'applied', {}, { rowCount: read.rowCount, ...counts });
    const reason = `Fan upload ${uploadId} (${fileName})`.slice(0, 150);
    const changed = plans.filter((p) => p.action !== 'unchanged');
    await writeFans(
      tx,
      changed.map((p) => (p.webStatusChanged ? { ...p.after, onlExpStatusReason: reason } : p.after)),
    );
    const events: AuditRecord[] = [
      {
        action: AUDIT_UPLOAD_APPLY,
        entityType: 'fan_upload',
        entityId: uploadId,
        reason: null,
        changes: { fileName, fileSize: file.bytes.length, sha256, rowCount: read.rowCount, ...counts },
      },
      ...changed.map((p) => ({
        action: AUDIT_FAN_UPLOAD,
        entityType: 'fan',
        entityId: p.after.id,
        reason,
        changes: auditChanges(p, uploadId, fileName),
      })),
    ];
    await insertAuditEvents(tx, file.actor, events);
    const report: FanUploadReport = {
      ...base,
      status: 'success',
      applied: true,
      uploadId,
      rowCount: read.rowCount,
      ...counts,
      message: fanUploadText.successApplied(counts.created, counts.updated, counts.unchanged),
      changeCount: changed.length,
      changes: changesOf(plans, records, limits.maxListed),
      durationMs: Date.now() - started,
    };
    await finishUpload(tx, uploadId, report.durationMs, report);
    return report;
  });
}
