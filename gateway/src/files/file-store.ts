import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A stored file's facts, kept beside the request that brought it. */
export interface StoredFile {
  storedName: string;
  sizeBytes: number;
  sha256: string;
}

/**
 * Where uploaded files live: one folder under DATA_DIR (DATA_DIR/uploads/<area>), never under a served folder,
 * each file under a generated name (never the customer's), readable by the gateway's user only.
 */
export interface FileStore {
  put(bytes: Buffer): Promise<StoredFile>;
  read(storedName: string): Promise<Buffer>;
  remove(storedName: string): Promise<void>;
}

const STORED_NAME = /^[A-Za-z0-9_-]{16,64}$/;

export class DiskFileStore implements FileStore {
  constructor(private readonly dir: string) {}

  private pathOf(storedName: string): string {
    if (!STORED_NAME.test(storedName)) throw new Error('not a stored file name');
    return path.join(this.dir, storedName);
  }

  async put(bytes: Buffer): Promise<StoredFile> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const storedName = randomBytes(24).toString('base64url');
    const target = this.pathOf(storedName);
    const temp = `${target}.part`;
    // write then rename: a half-written file never carries a stored name
    await fs.writeFile(temp, bytes, { mode: 0o600, flag: 'wx' });
    await fs.rename(temp, target);
    return { storedName, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  read(storedName: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(storedName));
  }

  async remove(storedName: string): Promise<void> {
    await fs.rm(this.pathOf(storedName), { force: true });
  }
}

/** The area of the military cancel's deployment orders (000 §5): written by the webform, read by the outbox. */
export const MILITARY_ORDERS_AREA = 'military-orders';

/** The uploads folder of an area under DATA_DIR. */
export function uploadsDir(dataDir: string, area: string): string {
  return path.join(dataDir, 'uploads', area);
}
