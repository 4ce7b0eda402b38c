import { readCentralDirectory, ZipRefusal, type ZipEntry, type ZipLimits } from './zip-directory.ts';

/**
 * What a zip container holds, checked before it is accepted: a ZIP archive of documents, or a Word document
 * (docx). Nothing is accepted on its declarations alone, and nothing unpacks past them:
 *
 * - the central directory is held to ARCHIVE_LIMITS before anything is inflated (entry count first, then each
 *   entry's declared size, the declared total and the compression ratio): a zip that claims to unpack to 1 GiB is
 *   refused after reading its directory;
 * - every entry is then inflated, one at a time, and must unpack to exactly its declared size with its declared
 *   CRC-32, stopping the moment it overflows: a zip whose entries claim small sizes and lie is refused before it
 *   costs more than the declared total;
 * - encrypted entries, other compression methods, names that climb out of the folder they are unpacked into
 *   (absolute, `..`, a drive letter, a backslash) and symbolic links are refused.
 *
 * A ZIP archive's entries must each be a document the route allows in its own right (`judgeEntry`), so HTML, a
 * script, an executable or an archive inside a zip is refused as it would be on its own. A Word document's parts
 * are XML and media, so they are not judged as documents; instead a Word document carrying macros, ActiveX
 * controls or embedded objects, a part that references a template or object outside the file (Word fetches those
 * when it opens it), or an XML part with a document type declaration is refused.
 */
export const ARCHIVE_LIMITS: ZipLimits = {
  // a document, a few scans or a Word document's parts (a plain one has 10–30)
  maxEntries: 200,
  // ten times the largest upload (000 §9: 5,000,000 bytes); what is inflated never exceeds this
  maxTotalUncompressed: 50_000_000,
  maxEntryUncompressed: 50_000_000,
  // documents and Word XML pack 2–20:1; zeros pack about 1000:1
  maxRatio: 100,
  ratioFloorBytes: 64 * 1024,
};

export type ArchiveProblem =
  ZipRefusal['problem'] | 'unsafeName' | 'link' | 'content' | 'activeContent' | 'externalReference' | 'doctype';

export type ArchiveVerdict = { ok: true; entries: number } | { ok: false; problem: ArchiveProblem; detail: string };

/** Judges one entry of a ZIP archive as a file of its own; null when it is allowed, else why not. */
export type EntryJudge = (bytes: Buffer) => Promise<string | null>;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function unsafeName(name: string): boolean {
  return (
    name === '' ||
    name.startsWith('/') ||
    name.includes('\\') ||
    /^[A-Za-z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..') ||
    /[\u0000-\u001f\u007f]/.test(name)
  );
}

const isLink = (e: ZipEntry) => (((e.externalAttributes ?? 0) >>> 16) & S_IFMT) === S_IFLNK;

/** Parts of a Word document that run code or carry another file inside it. */
const ACTIVE_PART = /(?:^|\/)vbaProject\.bin$|(?:^|\/)vbaData\.xml$|^word\/activeX\/|^word\/embeddings\//i;

/** A relationship Word follows outside the file when it opens it; a hyperlink only when the reader clicks. */
function externalReference(rels: string): string | null {
  for (const match of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const tag = match[0];
    if (!/\bTargetMode\s*=\s*["']External["']/i.test(tag)) continue;
    const type = /\bType\s*=\s*["']([^"']*)["']/.exec(tag)?.[1] ?? '';
    if (!/\/hyperlink$/.test(type)) return type.split('/').pop() || 'external';
  }
  return null;
}

const refuse = (problem: ArchiveProblem, detail: string): ArchiveVerdict => ({ ok: false, problem, detail });

/**
 * Inspects a zip container of kind `zip` (each entry judged by `judgeEntry`) or `docx`; the first problem found
 * is the verdict. Memory: the upload itself plus one inflated entry at a time, at most `maxEntryUncompressed`.
 */
export async function inspectArchive(
  bytes: Buffer,
  kind: 'zip' | 'docx',
  judgeEntry: EntryJudge,
  limits: ZipLimits = ARCHIVE_LIMITS,
): Promise<ArchiveVerdict> {
  try {
    const directory = await readCentralDirectory(bytes, limits);
    for (const entry of directory.entries) {
      if (unsafeName(entry.name)) return refuse('unsafeName', `entry name ${JSON.stringify(entry.name)}`);
      if (isLink(entry)) return refuse('link', `${entry.name} is a symbolic link`);
      if (kind === 'docx' && ACTIVE_PART.test(entry.name))
        return refuse('activeContent', `${entry.name}: macros, ActiveX or an embedded object`);
      const content = await directory.readEntry(entry);
      if (entry.name.endsWith('/')) {
        if (content.length > 0) return refuse('corrupt', `folder ${entry.name} has content`);
        continue;
      }
      if (kind === 'zip') {
        if (content.length === 0) continue;
        const why = await judgeEntry(content);
        if (why) return refuse('content', `${entry.name}: ${why}`);
        continue;
      }
      if (/\.(?:xml|rels)$/i.test(entry.name)) {
        // Word writes its parts in UTF-8; one in UTF-16 (NUL bytes) would hide a DOCTYPE from the check below
        if (content.includes(0)) return refuse('corrupt', `${entry.name} is not UTF-8 XML`);
        const xml = content.toString('utf8');
        if (/<!DOCTYPE/i.test(xml)) return refuse('doctype', `${entry.name} declares a document type`);
        const external = entry.name.endsWith('.rels') ? externalReference(xml) : null;
        if (external) return refuse('externalReference', `${entry.name} references an outside ${external}`);
      }
    }
    return { ok: true, entries: directory.entries.length };
  } catch (err) {
    if (err instanceof ZipRefusal) return refuse(err.problem, err.message);
    throw err;
  }
}
