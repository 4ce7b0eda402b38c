import { specTexts } from '../core/spec-text.ts';
/**
 * 002 §2.9, §5, §6, §8: the fan upload pages' wording (the Fan upload page and the Fan Automation Form share it),
 * keyed. The first group is the specification's text, character for character; the second is ours, for what the
 * specification leaves unshown (the result of an upload, the template, the dry run, the refusals of unsafe files).
 */
export const fanUploadText = specTexts({
  // 002 §2.9
  heading: 'Fan Automation Form',
  subheading: 'Select a file to upload. It should be in .xlsx format and should not exceed 10 mb.',
  chooseFile: 'Choose a file',
  remove: 'Remove',
  upload: 'Upload',
  uploading: 'Uploading...',
  done: 'Done',
  loading: 'Loading, please wait',
  // 002 §6, §8
  notAuthorized: 'Your account is not authorized to upload file.',
  requestError: 'Error occured while processing your request. Please try again later.',
  // 002 §5 File upload (fan pages)
  fileEmpty: 'Hmm…your file doesn’t meet minimum size requirements. Try again.',
  fileTooLarge: 'File size should be less than 10MB. Check your document and try again.',
  fileType: 'Files can be XLSX. Check your document and try again.',
  fileCount: 'Select 1 docs and try again.',
  fileNameLength: 'File name needs to be at least 3 characters. Rename the document and try again.',
  fileGeneric: 'Oops, something went wrong. Check your document and try again',

  // Ours: the page around the form
  menuLabel: 'Fan upload',
  noFileChosen: 'No file chosen',
  chosenFile: 'Chosen file',
  dryRun: 'Check the file only (dry run): report what would change without changing anything',
  templateLink: 'Download the template workbook (.xlsx)',
  templateHint:
    'Fill in one row per FAN under the header row. FAN ID, Status, FAN name and FAN friendly name are required.',
  uploadProgress: 'Upload progress',
  checkingRows: 'Checking the rows…',
  // Ours: the result
  successApplied: (created: number, updated: number, unchanged: number) =>
    `Your file was uploaded. ${count(created, 'FAN')} created, ${updated} updated, ${unchanged} unchanged.`,
  successDryRun: (created: number, updated: number, unchanged: number) =>
    `Dry run: nothing was changed. ${count(created, 'FAN')} would be created, ${updated} updated, ${unchanged} unchanged.`,
  rowsFailed: (issues: number, rows: number) =>
    `Nothing was uploaded: ${count(issues, 'problem')} in ${count(rows, 'row')}. Correct the rows below and upload the file again.`,
  fileFailed: 'Nothing was uploaded. Correct the file and upload it again.',
  issuesCaption: 'Rows that need a correction',
  issuesTruncated: (shown: number, total: number) => `The first ${shown} of ${total} problems are listed.`,
  changesCaption: 'What the upload would change',
  changesTruncated: (shown: number, total: number) => `The first ${shown} of ${total} changes are listed.`,
  columnRow: 'Row',
  columnColumn: 'Column',
  columnCell: 'Cell',
  columnMessage: 'Problem',
  columnFanId: 'FAN ID',
  columnAction: 'Change',
  columnFields: 'Columns changed',
  actionCreate: 'Create',
  actionUpdate: 'Update',
  wholeFile: 'Whole file',

  // Ours: refusals of files that are not safe or not readable (the gateway's messages)
  fileUnsafe:
    'This workbook holds XML declarations (a DOCTYPE or entities) that are not allowed in a workbook, so it was not read. Save it again from Excel and try again.',
  fileUnpacksTooLarge:
    'This workbook unpacks to more than the gateway accepts (a compressed or damaged file). Save it again from Excel, or split it into smaller files, and try again.',
  worksheetTooLarge: (mb: number, rows: number) =>
    `The worksheet unpacks to more than ${mb} MB, more than ${rows.toLocaleString('en-US')} FAN rows need. Save it again from Excel, or split it into smaller files, and try again.`,
  sharedStringsTooLarge: (mb: number, rows: number) =>
    `The workbook's texts (its shared strings) unpack to more than ${mb} MB, more than ${rows.toLocaleString('en-US')} FAN rows need. Save it again from Excel, or split it into smaller files, and try again.`,
  sharedStringCountTooLarge: (count: number, rows: number) =>
    `The workbook holds more than ${count.toLocaleString('en-US')} texts (shared strings), more than ${rows.toLocaleString('en-US')} FAN rows need. Save it again from Excel, or split it into smaller files, and try again.`,
  fileEncrypted: 'The workbook is password-protected. Save it without a password and try again.',
  noWorksheet: 'The workbook has no worksheet to read.',
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString('en-US')} FAN rows. Split it into smaller files and try again.`,
  uploadBusy: 'Another upload is being processed. Try again in a minute.',
  uploadTimedOut: 'Reading the file took too long. Split it into smaller files and try again.',
} as const);

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export type FanUploadTextKey = keyof typeof fanUploadText;

/** Ours: what the report says about a header or a row that cannot be applied (002 leaves the server side to us). */
export const fanUploadRowText = specTexts({
  missingHeaderRow: (required: string) =>
    `The first row must be the header row, with at least these columns: ${required}. Download the template to see the expected columns.`,
  missingColumns: (columns: string) => `The header row is missing the required column(s): ${columns}.`,
  unknownColumn: (header: string) =>
    `'${header}' is not a column of the template. Rename it to one of the template's columns or remove the column.`,
  duplicateColumn: (header: string) => `The column '${header}' appears more than once in the header row.`,
  pairedColumn: (present: string, missing: string) =>
    `The column '${present}' needs the column '${missing}' beside it.`,
  noRows: 'The file has a header row but no FAN rows.',
  required: (column: string) => `${column} is required.`,
  formula: 'The cell holds a formula. Enter the value itself (formulas are not run).',
  errorValue: (value: string) => `The cell holds the error value ${value}. Enter the value itself.`,
  controlCharacters: 'The cell holds control characters (such as a line break). Enter plain text.',
  tooLong: (max: number) => `Enter at most ${max} characters.`,
  fanId: 'FAN ID must be 8 digits, for example 00012345.',
  status: 'Status must be Active, Pending, Expired or Inactive.',
  webStatus: 'Web status must be ON or OFF.',
  email: 'Enter a valid email address, for example name@example.com.',
  phone: 'Enter a 10-digit phone number, for example 214.555.0147.',
  yesNo: 'Enter TRUE or FALSE, or leave the cell blank.',
  affinityTags:
    'Affinity tags are a comma-separated list of codes (letters, digits, - or _), at most 20 tags of 32 characters.',
  amount: 'Enter an amount of 0 or more with at most 2 decimals, or leave the cell blank.',
  percentOver100: 'A PERCENT discount is at most 100.',
  discountType: 'The discount type must be PERCENT or DOLLAR.',
  discountTypeMissing: 'Enter the discount type (PERCENT or DOLLAR) for this amount.',
  discountAmountMissing: 'Enter the discount amount for this type.',
  exampleRow: "This is the template's example row. Replace it with a FAN of your own, or delete the row.",
  unreadable: 'The cell cannot be read. Enter the value again.',
  duplicateFanId: (fanId: string, firstRow: number) =>
    `FAN ID ${fanId} already appears in row ${firstRow}; each FAN may appear once.`,
} as const);
