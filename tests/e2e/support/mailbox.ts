import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../support/smtp-server.ts';
import { textOf } from '../../support/smtp-server.ts';
import { MAILBOX_DIR } from './e2e-env.ts';

/** The messages the journeys' gateway has sent to this address so far, oldest first, as their readers see them. */
export function mailsTo(address: string): string[] {
  if (!fs.existsSync(MAILBOX_DIR)) return [];
  return fs
    .readdirSync(MAILBOX_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(MAILBOX_DIR, name), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.toLowerCase() === address.toLowerCase())
    .map((mail) => textOf(mail.data));
}

/**
 * The one-time code in the newest e-mail to this address, waiting for it to arrive (the outbox sends within a
 * moment); with `notBefore`, a code from an e-mail after the first `notBefore` ones (a code sent again).
 */
export async function oneTimeCode(address: string, notBefore = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mails = mailsTo(address).slice(notBefore);
        code = /one-time code is: ([A-Z0-9]{5})/.exec(mails.at(-1) ?? '')?.[1];
        return code;
      },
      { timeout: 15_000, message: `a one-time code e-mailed to ${address}` },
    )
    .toBeTruthy();
  return code!;
}
