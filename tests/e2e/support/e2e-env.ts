import os from 'node:os';
import path from 'node:path';

/** Where the browser journeys' gateway listens (E2E_PORT, else 8099). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8099);

/** Where the journeys' gateway files the e-mails it sends, one JSON file per message (see gateway-with-mailbox.ts). */
export const MAILBOX_DIR = path.join(os.tmpdir(), `e2e-mailbox-${E2E_PORT}`);
