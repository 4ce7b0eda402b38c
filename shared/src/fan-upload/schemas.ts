import { z } from 'zod';

/**
 * 002 §7 Fan upload: POST {prefix}uploadfandetails, a multipart form with a `file` field; the response reads
 * `status`. The rest of the exchange is ours (002 leaves the server side unshown): a report of what was created and
 * updated, or of every row that stops the file, and a dry run that changes nothing.
 */

export const FAN_UPLOAD_TEMPLATE_FILE_NAME = 'fan-upload-template.xlsx';

/** At most this many FAN rows in one file (a 10 MB workbook holds about this many full rows). */
export const FAN_UPLOAD_MAX_ROWS = 100_000;
/** The report lists at most this many problems and changes; the counts are always complete. */
export const FAN_UPLOAD_MAX_LISTED = 1_000;

/** dryRun as a query parameter (?dryRun=true) or a form field of the same name. */
export const dryRunValueSchema = z
  .enum(['true', 'false', '1', '0', 'on'])
  .transform((v) => v === 'true' || v === '1' || v === 'on');
export const fanUploadQuerySchema = z.object({ dryRun: dryRunValueSchema.optional() });

export const fanUploadIssueSchema = z.object({
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  cell: z.string().nullable(),
  message: z.string(),
});

export const fanUploadChangeSchema = z.object({
  row: z.number().int(),
  fanId: z.string(),
  action: z.enum(['create', 'update']),
  /** The template's headers of the columns that change. */
  columns: z.array(z.string()),
});
export type FanUploadChange = z.infer<typeof fanUploadChangeSchema>;

/**
 * The answer to an upload that was read: status 'success' (applied, or for a dry run: could be applied) or 'failure'
 * (nothing applied; `issues` says why, by row and column). A file refused before reading (not an xlsx, too large,
 * empty, unsafe) is an error in the one error shape instead.
 */
export const fanUploadReportSchema = z.object({
  status: z.enum(['success', 'failure']),
  message: z.string(),
  uploadId: z.string().nullable(),
  fileName: z.string(),
  dryRun: z.boolean(),
  applied: z.boolean(),
  /** FAN rows read (blank rows are skipped). */
  rowCount: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  issueCount: z.number().int(),
  issues: z.array(fanUploadIssueSchema),
  changeCount: z.number().int(),
  /** Listed for a dry run (what would change); empty otherwise. */
  changes: z.array(fanUploadChangeSchema),
  durationMs: z.number().int(),
});
export type FanUploadReport = z.infer<typeof fanUploadReportSchema>;

/** errorIds of the refusals of a file before its rows are read (clients branch on these, not on the text). */
export const FanUploadErrorIds = {
  noFile: 'UPLOAD_NO_FILE',
  fileCount: 'UPLOAD_FILE_COUNT',
  fileEmpty: 'UPLOAD_FILE_EMPTY',
  fileTooLarge: 'UPLOAD_FILE_TOO_LARGE',
  fileType: 'UPLOAD_FILE_TYPE',
  fileName: 'UPLOAD_FILE_NAME',
  /** The file holds what no workbook may (a DOCTYPE, XML entities). */
  fileUnsafe: 'UPLOAD_FILE_UNSAFE',
  /** The file unpacks to more than a legal upload can need (a part too large, too many texts, a zip bomb). */
  fileUnpacksTooLarge: 'UPLOAD_FILE_UNPACKS_TOO_LARGE',
  fileEncrypted: 'UPLOAD_FILE_ENCRYPTED',
  fileUnreadable: 'UPLOAD_FILE_UNREADABLE',
  busy: 'UPLOAD_BUSY',
} as const;
export type FanUploadErrorId = (typeof FanUploadErrorIds)[keyof typeof FanUploadErrorIds];
