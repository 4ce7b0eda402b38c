/** What the tests of the file handling share: parts for the reader, and a look at the scratch files open. */
import fs from 'node:fs';
import { METHOD_STORED } from './file-bytes.ts';
import type { SheetParts } from './xlsx-rows.ts';

/**
 * For the reader's tests: a worksheet and, if given, a shared strings part, as a workbook stores them without
 * packing, one after the other in one file in memory. `count` is the <si> elements an inspection would have counted.
 */
export function storedParts(worksheetXml: string, stringsXml?: string, count?: number): SheetParts {
  const strings = stringsXml === undefined ? null : Buffer.from(stringsXml);
  const sheet = Buffer.from(worksheetXml);
  const stringsLength = strings?.length ?? 0;
  return {
    sharedStrings: strings && {
      name: 'xl/sharedStrings.xml',
      method: METHOD_STORED,
      range: { offset: 0, length: strings.length },
      size: strings.length,
      ...(count === undefined ? {} : { count }),
    },
    worksheet: {
      name: 'xl/worksheets/sheet1.xml',
      method: METHOD_STORED,
      range: { offset: stringsLength, length: sheet.length },
      size: sheet.length,
    },
    file: { bytes: strings ? Buffer.concat([strings, sheet]) : sheet },
  };
}

/** Runs `fn` with the system's temporary folder named `dir` (TMPDIR, which os.tmpdir() reads), then as it was. */
export async function withTmpdir<T>(dir: string, fn: () => T | Promise<T>): Promise<T> {
  const was = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    return await fn();
  } finally {
    if (was === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = was;
  }
}

/**
 * This process's open scratch files whose folder's name begins with `prefix` (openScratchFile): each is unlinked
 * while open, so only /proc shows it.
 */
export function openScratchFiles(prefix: string): string[] {
  return fs.readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = fs.readlinkSync(`/proc/self/fd/${fd}`);
      return target.includes(`/${prefix}-`) ? [target] : [];
    } catch {
      return []; // closed meanwhile
    }
  });
}
