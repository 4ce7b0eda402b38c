import {
  FAN_UPLOAD_MAX_LISTED,
  FAN_UPLOAD_MAX_ROWS,
  FAN_UPLOAD_OPTIONS,
  FanUploadErrorIds,
  fanUploadText,
  type FanUploadChange,
  type FanUploadColumnKey,
  type FanUploadRecord,
  type FanUploadReport,
} from '@carrier/shared/fan-upload';
import { AUDIT_ACTIONS } from '@carrier/shared/fan-tools';
import { validateUploadFile } from '@carrier/shared/uploads';
import type { Db, Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { cleanFileName } from '@carrier/shared/uploads';
import { planFan, type PlannedFan, type StoredFan } from './plan.ts';
import {
  readFanRows,
  ReadTimeLimit,
  UnreadableSheet,
  withDuplicates,
  type ReadLimits,
  type ReadResult,
  type RowBatchSink,
} from './read-fan-rows.ts';
import {
  createFans,
  findStoredFans,
  finishUpload,
  insertAuditEvent,
  encodeAuditEvents,
  insertAuditEvents,
  insertUpload,
  setAuditChanges,
  writeFans,
  type AuditRecord,
  type UploadRecord,
} from './upload-store.ts';
import { FanIdIndex } from './repeated-fan-ids.ts';
import { inspectXlsx, XLSX_LIMITS, XlsxRefusal, type XlsxLimits } from '../../files/xlsx-inspect.ts';
import { HeapBound } from '../../files/heap-bound.ts';
import type { SheetParts } from '../../files/xlsx-rows.ts';
import type { SpooledFile } from '../../files/file-bytes.ts';

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
  /**
   * The file as received (on disk, or in memory), given up to the upload: once checked, its reader thread reads it
   * where it is (in memory, it takes the bytes, leaving them empty here). Its receiver lets go of it afterwards.
   */
  spooled: SpooledFile;
  /** The multipart limit cut the file: it was larger than the size limit. */
  truncated: boolean;
  dryRun: boolean;
}

/**
 * How much an upload's batches may add to the gateway's heap before their garbage is collected (HeapBound): 16 MB.
 * With the reader thread's and the store thread's own bounds, an applied upload of 10,000 to 100,000 rows adds about
 * 65–100 MB to the process on either store. A long upload fills this slack and a short one may not: that is most of
 * what a 100,000-row upload adds beyond a 10,000-row one. 8 MB made them nearly equal, and an applied upload 10–20%
 * slower (decision 032). The embedded store once ran on the gateway's thread and needed 32 MB for its own garbage;
 * on its own thread it leaves none here (decisions 033 and 034).
 */
const UPLOAD_HEAP_SLACK = 16 * 1024 * 1024;

export const AUDIT_UPLOAD_APPLY = AUDIT_ACTIONS.uploadApply;
export const AUDIT_FAN_UPLOAD = AUDIT_ACTIONS.fanUpload;

const refusal = (status: number, errorId: string, message: string) => new HttpError(status, errorId, message);

/** 002 §5 on what arrived: size (the multipart limit), then type, name, emptiness — by name and size only. */
function checkReceivedFile(file: ReceivedFile): void {
  const { messages } = FAN_UPLOAD_OPTIONS;
  if (file.truncated) throw refusal(413, FanUploadErrorIds.fileTooLarge, messages.tooLarge);
  const result = validateUploadFile({ name: file.fileName, size: file.spooled.size }, FAN_UPLOAD_OPTIONS);
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

/** By content: a real, safe xlsx; returns the checked parts its rows are read from. */
async function inspectWorkbook(file: ReceivedFile, limits: UploadLimits): Promise<SheetParts> {
  try {
    return (await inspectXlsx(file.spooled.data, limits.xlsx)).parts;
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
}

/** A FAN's audit event: for a new FAN the values it was created with, for an update each column's from and to. */
function auditChanges(plan: PlannedFan, uploadId: string, fileName: string): Record<string, unknown> {
  const { row, action: change } = plan;
  if (change !== 'create') return { uploadId, fileName, row, change, columns: plan.diff };
  // a plain loop: built once per row of the file, it costs a quarter of what entries, map and fromEntries did
  const values: Record<string, unknown> = {};
  for (const column in plan.diff) values[column] = plan.diff[column]!.to;
  return { uploadId, fileName, row, change, values };
}

interface Counts {
  created: number;
  updated: number;
  unchanged: number;
}

/** Ends the upload's transaction without keeping anything (a dry run, or a file with problems). */
class RolledBack extends Error {
  constructor(readonly counts: Counts) {
    super('upload rolled back');
  }
}

/**
 * Reads, checks and (unless a dry run) applies the file in one transaction, batch by batch as its rows are read:
 * each row's FAN ID goes into the check across rows (FanIdIndex, 13 bytes a row), and while no problem has been
 * found each batch's FANs are planned against the stored ones (locked when applying) and written with their audit
 * events. The check across rows runs once every row is in. Any problem, or a dry run, rolls the whole transaction
 * back; nothing of the file is held in memory beyond one batch and the FAN ID index.
 */
export async function processFanUpload(
  db: Db,
  file: ReceivedFile,
  limits: UploadLimits = UPLOAD_LIMITS,
): Promise<FanUploadReport> {
  const started = Date.now();
  const fileName = cleanFileName(file.fileName, 255, '(no name)');
  const fileSize = file.spooled.size;
  const sha256 = fileSize > 0 ? file.spooled.sha256 : null;
  const record = (
    q: Queryable,
    outcome: UploadRecord['outcome'],
    report: Partial<FanUploadReport> | object,
    counts: Partial<UploadRecord> = {},
  ) =>
    insertUpload(q, {
      actor: file.actor,
      fileName,
      fileSize,
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

  let parts: SheetParts;
  try {
    checkReceivedFile(file);
    // Once checked, the file is given up to the read: its reader thread reads it where it is (xlsx-rows-off-thread.ts).
    parts = await inspectWorkbook(file, limits);
  } catch (err) {
    if (err instanceof HttpError) await record(db, 'refused', err.toJSON());
    throw err;
  }

  let read: ReadResult | null = null;
  const changes: FanUploadChange[] = [];
  const counts: Counts = { created: 0, updated: 0, unchanged: 0 };
  /** The report of a file with no problem: applied, or what a dry run would have done. */
  const success = (applied: boolean, rowCount: number): FanUploadReport => ({
    ...base,
    status: 'success',
    applied,
    rowCount,
    ...counts,
    message: (applied ? fanUploadText.successApplied : fanUploadText.successDryRun)(
      counts.created,
      counts.updated,
      counts.unchanged,
    ),
    changeCount: counts.created + counts.updated,
    changes,
    durationMs: Date.now() - started,
  });
  try {
    return await db.transaction(async (tx) => {
      let uploadId = '';
      let applyEvent = '';
      let reason = '';
      if (!file.dryRun) {
        uploadId = await record(tx, 'applied', {});
        reason = `Fan upload ${uploadId} (${fileName})`.slice(0, 150);
        // First in the audit trail, before the FANs' own events; its figures are filled in once they are known.
        applyEvent = await insertAuditEvent(tx, file.actor, {
          action: AUDIT_UPLOAD_APPLY,
          entityType: 'fan_upload',
          entityId: uploadId,
          reason: null,
          changes: {},
        });
      }
      // A FAN ID twice within one batch: the file will be refused (the check across rows says so), so nothing more is planned.
      let repeated = false;
      const fanIds = new FanIdIndex();
      /**
       * A batch's plans, counted and listed; unless a dry run, what to write: the FANs to create and to update, and
       * their audit events already encoded for COPY. Nothing else of the batch outlives this, so little of it lives
       * on while the store writes (decision 028).
       */
      const planBatch = (
        records: readonly FanUploadRecord[],
        stored: Map<string, StoredFan>,
        present: ReadonlySet<FanUploadColumnKey>,
      ) => {
        const created: StoredFan[] = [];
        const updated: StoredFan[] = [];
        const events: AuditRecord[] = [];
        for (const r of records) {
          const plan = planFan(r, stored.get(r.fanId), present);
          if (plan.action === 'unchanged') {
            counts.unchanged++;
            continue;
          }
          counts[plan.action === 'create' ? 'created' : 'updated']++;
          if (changes.length < limits.maxListed)
            changes.push({ row: plan.row, fanId: r.fanId, action: plan.action, columns: plan.columns });
          if (file.dryRun) continue;
          const written = plan.webStatusChanged ? { ...plan.after, onlExpStatusReason: reason } : plan.after;
          (plan.action === 'create' ? created : updated).push(written);
          events.push({
            action: AUDIT_FAN_UPLOAD,
            entityType: 'fan',
            entityId: plan.after.id,
            reason,
            changes: auditChanges(plan, uploadId, fileName),
          });
        }
        return { created, updated, audit: events.length > 0 ? encodeAuditEvents(file.actor, events) : null };
      };
      /**
       * Indexes a batch's FAN IDs and sends for its stored FANs (locked when applying); null when nothing is to be
       * planned (a file already refused).
       */
      const lookUp = (...[rows, clean, header]: Parameters<RowBatchSink>) => {
        for (const r of rows) fanIds.add(r);
        if (!clean || repeated) return null;
        const records: FanUploadRecord[] = [];
        const ids = new Set<string>();
        for (const r of rows) {
          if (!r.record) continue;
          if (ids.has(r.fanId)) repeated = true;
          ids.add(r.fanId);
          records.push(r.record);
        }
        if (repeated) return null;
        const stored = findStoredFans(
          tx,
          records.map((r) => r.fanId),
          !file.dryRun,
        );
        stored.catch(() => undefined); // awaited when the batch is planned
        return { records, stored, present: header.present };
      };
      type LookedUp = NonNullable<ReturnType<typeof lookUp>>;
      /** Plans a batch once its stored FANs are in, then (unless a dry run) writes it once the batch before is written. */
      const store = async (batch: LookedUp, before: Promise<void>) => {
        const planned = planBatch(batch.records, await batch.stored, batch.present);
        await before;
        if (!planned.audit) return; // a dry run, or nothing changed
        // Three independent writes, sent together (should the creates clash, only their COPY is undone: copyNewRows).
        await Promise.all([
          insertAuditEvents(tx, planned.audit),
          writeFans(tx, planned.updated),
          createFans(tx, planned.created),
        ]);
      };
      /**
       * The batches go through a pipeline: a batch's lookup is sent as soon as it is read, ahead of the previous
       * batch's writes, so the gateway plans the previous batch while the store looks up this one, and reads the
       * next while the store writes. Two batches never share a FAN in a file that is applied (a FAN ID twice refuses
       * the file), so a lookup may run before the writes of the batches before it. The store answers in the order
       * it was asked, so the batches are planned in file order. At most two batches wait: memory stays at about
       * three.
       */
      let waiting: LookedUp | null = null;
      let storing: Promise<void> = Promise.resolve();
      const heap = new HeapBound(UPLOAD_HEAP_SLACK);
      const flush = (next: LookedUp | null) => {
        const previous = waiting;
        waiting = next;
        if (!previous) return;
        storing = store(previous, storing);
        storing.catch(() => undefined); // awaited with the next batch or below
      };
      const sink: RowBatchSink = async (rows, clean, header) => {
        heap.step();
        const batch = lookUp(rows, clean, header);
        const before = storing;
        flush(batch);
        await before;
      };
      try {
        read = await readFanRows(parts, limits, sink);
      } catch (err) {
        // a read that fails leaves the transaction only once nothing of it is still on its way to the store
        await storing.catch(() => undefined);
        throw err;
      }
      flush(null);
      await storing;
      read = withDuplicates(read, fanIds.repeated(limits.maxListed), limits.maxListed);
      if (read.issueCount > 0 || !read.header || file.dryRun) throw new RolledBack(counts);

      const figures = { rowCount: read.rowCount, ...counts };
      await setAuditChanges(tx, applyEvent, { fileName, fileSize, sha256, ...figures });
      const report: FanUploadReport = { ...success(true, read.rowCount), uploadId };
      await finishUpload(tx, uploadId, { ...figures, durationMs: report.durationMs }, report);
      return report;
    });
  } catch (err) {
    if (err instanceof RolledBack) {
      // handled below: the file had problems, or this was a dry run
    } else if (err instanceof ReadTimeLimit || err instanceof UnreadableSheet) {
      // The XML inside a checked workbook is malformed (the parser's own errors say no more than that), or too slow to read.
      const refused =
        err instanceof ReadTimeLimit
          ? refusal(422, FanUploadErrorIds.fileUnreadable, fanUploadText.uploadTimedOut)
          : refusal(422, FanUploadErrorIds.fileUnreadable, fanUploadText.fileGeneric);
      await record(db, 'refused', refused.toJSON());
      throw refused;
    } else {
      throw err;
    }
  }

  const done = read as ReadResult | null;
  if (!done || done.issueCount > 0 || !done.header) {
    const result = done ?? { rowCount: 0, issueCount: 0, issues: [], failedRows: 0 };
    const report: FanUploadReport = {
      ...base,
      status: 'failure',
      applied: false,
      rowCount: result.rowCount,
      created: 0,
      updated: 0,
      unchanged: 0,
      message:
        result.failedRows > 0
          ? fanUploadText.rowsFailed(result.issueCount, result.failedRows)
          : fanUploadText.fileFailed,
      issueCount: result.issueCount,
      issues: result.issues,
      durationMs: Date.now() - started,
    };
    report.uploadId = await record(db, 'rejected', report, {
      rowCount: result.rowCount,
      issueCount: result.issueCount,
    });
    return report;
  }

  const report = success(false, done.rowCount);
  report.uploadId = await record(db, 'checked', report, { rowCount: done.rowCount, ...counts });
  return report;
}
