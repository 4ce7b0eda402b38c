import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../store/db.ts';

/** A stored file's facts, kept beside the request that brought it. */
export interface StoredFile {
  storedName: string;
  sizeBytes: number;
  sha256: string;
}

/**
 * Where uploaded files live, so that every gateway on one store reads what any of them received. Each file is
 * kept under a generated name (never the customer's). `put` may be given the caller's transaction: a backend that
 * can (the store) writes the file in it, so a request that is not stored leaves no file behind; one that cannot
 * (a future object store) writes at once, and the caller removes the file when its transaction fails.
 */
export interface FileStore {
  put(bytes: Buffer, tx?: Queryable): Promise<StoredFile>;
  /** The file's bytes; throws FileMissing when no file has that name. */
  read(storedName: string): Promise<Buffer>;
  remove(storedName: string): Promise<void>;
}

export class FileMissing extends Error {
  constructor(readonly storedName: string) {
    super(`no stored file ${storedName}`);
    this.name = 'FileMissing';
  }
}

const STORED_NAME = /^[A-Za-z0-9_-]{16,64}$/;

export const newStoredName = () => randomBytes(24).toString('base64url');
export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Files in the store's `stored_files` table (migration 009), one row per file with its size and sha256, under an
 * area (one per kind of upload). Uploads are bounded (000 §9: 5,000,000 bytes), so the bytes sit well in a
 * PostgreSQL `bytea`, on PGlite and on a server alike.
 */
export class StoreFileStore implements FileStore {
  constructor(
    private readonly db: Queryable,
    private readonly area: string,
  ) {}

  async put(bytes: Buffer, tx?: Queryable): Promise<StoredFile> {
    const file = { storedName: newStoredName(), sizeBytes: bytes.length, sha256: sha256Of(bytes) };
    await (tx ?? this.db).query(
      'insert into stored_files (stored_name, area, size_bytes, sha256, content) values ($1, $2, $3, $4, $5)',
      [file.storedName, this.area, file.sizeBytes, file.sha256, bytes],
    );
    return file;
  }

  async read(storedName: string): Promise<Buffer> {
    if (!STORED_NAME.test(storedName)) throw new FileMissing(storedName);
    const { rows } = await this.db.query<{ content: Uint8Array }>(
      'select content from stored_files where stored_name = $1 and area = $2',
      [storedName, this.area],
    );
    const content = rows[0]?.content;
    if (!content) throw new FileMissing(storedName);
    // pg answers a Buffer, PGlite a Uint8Array: one view of the same bytes either way
    return Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  }

  async remove(storedName: string): Promise<void> {
    await this.db.query('delete from stored_files where stored_name = $1 and area = $2', [storedName, this.area]);
  }
}

/** The area of the military cancel's deployment orders (000 §5): written by the webform, read by the outbox. */
export const MILITARY_ORDERS_AREA = 'military-orders';
