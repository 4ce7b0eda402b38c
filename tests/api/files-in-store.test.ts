import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestApp } from './support/app.ts';
import { cancelFields, MILITARY_URL, militaryBody, pdfFile } from './support/self-service.ts';

/**
 * Deployment orders received before files lived in the store were written to DATA_DIR/uploads/military-orders on
 * the gateway that received them. On start a gateway moves those its disk holds into the store.
 */
describe('files from the earlier disk layout', () => {
  it('are moved into the store on start, checked against their record, and leave the disk', async () => {
    const first = await startTestApp();
    const dataDir = first.dataDir;
    const customer = await first.login('customer1');
    const res = await customer.inject({
      method: 'POST',
      url: MILITARY_URL,
      ...militaryBody(cancelFields(), pdfFile()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { requestId } = res.json();
    const { stored_name: storedName } = (
      await first.app.db.query<{ stored_name: string }>(
        'select stored_name from military_request_files where request_id = $1',
        [requestId],
      )
    ).rows[0]!;
    // as the earlier layout kept it: the record in the store, the bytes on this gateway's disk
    await first.app.db.query('delete from stored_files where stored_name = $1', [storedName]);
    const dir = path.join(dataDir, 'uploads', 'military-orders');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, storedName), pdfFile().bytes);
    // a file no record names is not taken in
    await fs.writeFile(path.join(dir, 'unrecordedFileName0001'), 'x');
    await first.app.close();

    const again = await startTestApp({}, { dataDir, ...(first.databaseUrl ? { databaseUrl: first.databaseUrl } : {}) });
    try {
      const { rows } = await again.app.db.query<{ content: Uint8Array; area: string }>(
        'select content, area from stored_files where stored_name = $1',
        [storedName],
      );
      expect(rows).toHaveLength(1);
      expect(Buffer.from(rows[0]!.content).equals(pdfFile().bytes)).toBe(true);
      expect(rows[0]!.area).toBe('military-orders');
      expect((await fs.readdir(dir)).sort()).toEqual(['unrecordedFileName0001']);
    } finally {
      await again.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
