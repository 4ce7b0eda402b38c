import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../store/db.ts';
import { MILITARY_ORDERS_AREA, sha256Of } from './file-store.ts';

/**
 * Before migration 009, deployment orders were written to DATA_DIR/uploads/military-orders/<stored name> on the
 * gateway that received them. At start each gateway moves the files its own disk still holds into the store: a
 * file is copied when the store has no row of that name yet and it is still the file its record describes (size
 * and sha256), then deleted from the disk. A record whose file is on no gateway's disk is logged; its e-mail waits
 * in the outbox, failing with that reason, until an operator restores the file into the folder and restarts.
 */
export async function importDiskUploads(db: Queryable, dataDir: string, log: FastifyBaseLogger): Promise<number> {
  const dir = path.join(dataDir, 'uploads', MILITARY_ORDERS_AREA);
  const present = await fs.readdir(dir).catch(() => null);
  if (!present) return 0;
  const { rows } = await db.query<{ stored_name: string; size_bytes: number; sha256: string }>(
    `select f.stored_name, f.size_bytes, f.sha256 from military_request_files f
      where not exists (select 1 from stored_files s where s.stored_name = f.stored_name)`,
  );
  const onDisk = new Set(present);
  let moved = 0;
  for (const row of rows) {
    if (!onDisk.has(row.stored_name)) {
      log.warn({ storedName: row.stored_name }, 'deployment orders not in the store and not on this disk');
      continue;
    }
    const file = path.join(dir, row.stored_name);
    const bytes = await fs.readFile(file);
    if (bytes.length !== row.size_bytes || sha256Of(bytes) !== row.sha256) {
      log.warn({ storedName: row.stored_name }, 'deployment orders on disk differ from their record; left on disk');
      continue;
    }
    await db.query(
      `insert into stored_files (stored_name, area, size_bytes, sha256, content) values ($1, $2, $3, $4, $5)
       on conflict (stored_name) do nothing`,
      [row.stored_name, MILITARY_ORDERS_AREA, bytes.length, row.sha256, bytes],
    );
    await fs.rm(file, { force: true });
    moved++;
  }
  if (moved) log.info({ moved, from: dir }, 'deployment orders moved from the disk into the store');
  return moved;
}
