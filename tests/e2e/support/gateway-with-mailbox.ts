/**
 * The browser journeys' gateway: the compiled gateway as production runs it, with its e-mail sent through SMTP to
 * a small server on loopback that files each message it accepts in MAILBOX_DIR (one JSON file per message, in
 * order), so a journey reads what the customer would find in their inbox (a one-time code).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TestSmtpServer } from '../../support/smtp-server.ts';
import { MAILBOX_DIR } from './e2e-env.ts';

fs.rmSync(MAILBOX_DIR, { recursive: true, force: true });
fs.mkdirSync(MAILBOX_DIR, { recursive: true });
let filed = 0;
const smtp = new TestSmtpServer((mail) => {
  const name = `${String(++filed).padStart(6, '0')}.json`;
  fs.writeFileSync(path.join(MAILBOX_DIR, `${name}.tmp`), JSON.stringify(mail));
  fs.renameSync(path.join(MAILBOX_DIR, `${name}.tmp`), path.join(MAILBOX_DIR, name));
});
smtp.refuse = false;
const port = await smtp.listen();
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
// the compiled gateway (npm run build), started as `node gateway/dist/server.js` would start it
await import(pathToFileURL(path.resolve(import.meta.dirname, '../../../gateway/dist/server.js')).href);
