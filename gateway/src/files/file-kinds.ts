/**
 * The kinds of file an upload route may allow, each with the one media type and extension it is stored and sent
 * under. A kind is decided from the content alone (content-judge.ts); the customer's name or declared type never
 * chooses either. 000 §5 allows all of these for the deployment orders; 001's documents allow pdf, jpeg, png, gif
 * and bmp.
 */
export const FILE_KINDS = {
  pdf: { mediaType: 'application/pdf', extension: 'pdf', label: 'PDF' },
  jpeg: { mediaType: 'image/jpeg', extension: 'jpg', label: 'JPEG image' },
  png: { mediaType: 'image/png', extension: 'png', label: 'PNG image' },
  gif: { mediaType: 'image/gif', extension: 'gif', label: 'GIF image' },
  bmp: { mediaType: 'image/bmp', extension: 'bmp', label: 'bitmap image' },
  msword: { mediaType: 'application/msword', extension: 'doc', label: 'Word 97–2003 document' },
  rtf: { mediaType: 'application/rtf', extension: 'rtf', label: 'rich text' },
  text: { mediaType: 'text/plain; charset=utf-8', extension: 'txt', label: 'plain text' },
  docx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    label: 'Word document',
  },
  zip: { mediaType: 'application/zip', extension: 'zip', label: 'ZIP archive' },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

/** Kinds that are zip containers: their entries are inspected before they are accepted (archive-inspect.ts). */
export const ARCHIVE_KINDS: readonly FileKind[] = ['zip', 'docx'];
