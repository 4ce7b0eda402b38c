import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentPaths } from '@carrier/shared/discount-program';
import { startTestApp, type TestApp } from './support/app.ts';
import { RESPONDER, freshAddress, verifyPerson } from './support/verification.ts';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await startTestApp(
    { OTP_MAX_ATTEMPTS: '3', VERIFICATION_ATTEMPTS_PER_DAY: '50', LOG_LEVEL: 'debug' },
    { logStream },
  );
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, remoteAddress: freshAddress(), ...(payload ? { payload } : {}) });

/** The code in the newest outbox e-mail to this address (what the customer reads). */
async function mailedCode(email: string): Promise<string> {
  const { rows } = await t.app.db.query<{ body: string; topic: string }>(
    'select body, topic from outbox_messages where mail_to = $1 order by id desc limit 1',
    [email],
  );
  expect(rows[0]?.topic).toBe('verification-code');
  return /one-time code is: ([A-Z0-9]{5})/.exec(rows[0]!.body)![1]!;
}

const wrongOf = (code: string) => (code[0] === 'A' ? 'B' : 'A') + code.slice(1);

async function applicant(email: string) {
  const res = await verifyPerson(t.app, { segment: 'first-responders', itemAttributes: { ...RESPONDER, email } });
  return res.json().verificationId as string;
}
const search = (email: string, segment = 'first-responders') =>
  post(enrollmentPaths.verificationSearch(), { email, firstName: 'Casey', lastName: 'Lindgren', segment });

describe('verification search and the one-time code', () => {
  it('finds nothing for a new e-mail, and sends no code', async () => {
    const res = await search('never.applied@mail.example');
    expect(res.json()).toEqual({
      found: false,
      sameSegmentFound: false,
      verificationInfo: [],
      fanDetails: { encryptFanNumber: null },
    });
    const { rows } = await t.app.db.query("select 1 from outbox_messages where mail_to = 'never.applied@mail.example'");
    expect(rows).toHaveLength(0);
  });

  it('tells only that something was found; the right code reveals the verifications, once', async () => {
    const email = 'otp.one@mail.example';
    const id = await applicant(email);
    const res = await search(email);
    const body = res.json();
    expect(body).toMatchObject({ found: true, sameSegmentFound: true, verificationInfo: [] });
    expect(res.body).not.toContain(id);
    const code = await mailedCode(email);
    const ok = await post(enrollmentPaths.otpVerify(body.otpId), { code: code.toLowerCase() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().verificationInfo).toEqual([
      expect.objectContaining({ verificationId: id, segment: 'first-responders', status: 'success' }),
    ]);
    expect(ok.json().fanDetails.encryptFanNumber).toBe('10000002');
    // single use
    const again = await post(enrollmentPaths.otpVerify(body.otpId), { code });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ errorId: 'OTP_EXPIRED', status: 410 });
  });

  it('names the enrollment order a verification led to, for the upload to forward', async () => {
    const email = 'otp.order@mail.example';
    const id = await applicant(email);
    const { rows } = await t.app.db.query<{ customer_order_number: string }>(
      `update enrollment_orders set verification_id = $1
        where customer_order_number = (select min(customer_order_number) from enrollment_orders)
        returning customer_order_number`,
      [id],
    );
    expect(rows).toHaveLength(1);
    const { otpId } = (await search(email)).json();
    const ok = await post(enrollmentPaths.otpVerify(otpId), { code: await mailedCode(email) });
    expect(ok.json().verificationInfo).toEqual([
      expect.objectContaining({ verificationId: id, orderId: rows[0]!.customer_order_number }),
    ]);
  });

  it('says another segment was found when it was', async () => {
    const email = 'otp.other@mail.example';
    await applicant(email);
    expect((await search(email, 'teacher')).json()).toMatchObject({ found: true, sameSegmentFound: false });
  });

  it('refuses a wrong code, and voids the code after OTP_MAX_ATTEMPTS answers', async () => {
    const email = 'otp.wrong@mail.example';
    await applicant(email);
    const { otpId } = (await search(email)).json();
    const code = await mailedCode(email);
    for (let i = 0; i < 3; i++) {
      const res = await post(enrollmentPaths.otpVerify(otpId), { code: wrongOf(code) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorId: 'OTP_INVALID', message: 'Please enter valid OTP', status: 400 });
    }
    // the right code, too late
    expect((await post(enrollmentPaths.otpVerify(otpId), { code })).statusCode).toBe(410);
  });

  it('expires after OTP_VALID_MINUTES', async () => {
    const email = 'otp.late@mail.example';
    await applicant(email);
    const { otpId } = (await search(email)).json();
    const code = await mailedCode(email);
    await t.app.db.query("update verification_codes set valid_until = now() - interval '1 second' where otp_id = $1", [
      otpId,
    ]);
    expect((await post(enrollmentPaths.otpVerify(otpId), { code })).json().errorId).toBe('OTP_EXPIRED');
  });

  it('Send email again: a new code by e-mail, the old one void', async () => {
    const email = 'otp.resend@mail.example';
    await applicant(email);
    const { otpId } = (await search(email)).json();
    const first = await mailedCode(email);
    const resent = await post(enrollmentPaths.otpResend(otpId));
    expect(resent.statusCode).toBe(204);
    let second = await mailedCode(email);
    // a new code may by chance equal the old: ask again until it differs
    for (let i = 0; i < 3 && second === first; i++) {
      await post(enrollmentPaths.otpResend(otpId));
      second = await mailedCode(email);
    }
    expect(second).not.toBe(first);
    expect((await post(enrollmentPaths.otpVerify(otpId), { code: first })).statusCode).toBe(400);
    expect((await post(enrollmentPaths.otpVerify(otpId), { code: second })).statusCode).toBe(200);
    // used: no resend brings it back
    expect((await post(enrollmentPaths.otpResend(otpId))).statusCode).toBe(410);
  });

  it('keeps only a hash of the code in its table, and never logs it', async () => {
    const email = 'otp.hash@mail.example';
    await applicant(email);
    const { otpId } = (await search(email)).json();
    const code = await mailedCode(email);
    const { rows } = await t.app.db.query<Record<string, unknown>>(
      'select * from verification_codes where otp_id = $1',
      [otpId],
    );
    expect(JSON.stringify(rows)).not.toContain(code);
    await post(enrollmentPaths.otpVerify(otpId), { code });
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toMatch(new RegExp(`\\b${code}\\b`));
  });

  it.each([
    ['a short code', 'AB1'],
    ['a long code', 'ABCDEF'],
    ['symbols', 'AB$%1'],
  ])('refuses %s with 400', async (_n, code) => {
    const res = await post(enrollmentPaths.otpVerify('a'.repeat(24)), { code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter valid OTP');
  });

  it('answers an unknown handle 410 and a malformed one 400', async () => {
    expect((await post(enrollmentPaths.otpVerify('b'.repeat(24)), { code: 'ABCDE' })).statusCode).toBe(410);
    expect((await post(enrollmentPaths.otpVerify('bad!'), { code: 'ABCDE' })).statusCode).toBe(400);
  });
});
