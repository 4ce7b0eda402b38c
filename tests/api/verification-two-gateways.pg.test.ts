import { describe, expect, it } from 'vitest';
import { enrollmentPaths } from '@carrier/shared/discount-program';
import * as corpus from '../../gateway/src/files/upload-corpus.ts';
import { freshDatabaseUrl, onPostgres, startTestApp } from './support/app.ts';
import { RESPONDER, docUploadBody, docUploadVerification, freshAddress } from './support/verification.ts';

// Two gateways on one PostgreSQL behave as one for the verification: a one-time code is accepted once across both,
// the attempt limits count on both, and one upload moves a verification to pending once.
describe('the verification on two gateways sharing one PostgreSQL', () => {
  if (!onPostgres) throw new Error('this suite runs against a PostgreSQL server: set TEST_DATABASE_URL');
  it('uses a code once, counts attempts and answers together, and stores one upload', async () => {
    const databaseUrl = (await freshDatabaseUrl())!;
    const env = { VERIFICATION_ATTEMPTS_PER_DAY: '4', OTP_MAX_ATTEMPTS: '4' };
    const a = await startTestApp(env, { databaseUrl });
    const b = await startTestApp(env, { databaseUrl });
    try {
      const post = (gw: typeof a, url: string, payload?: unknown) =>
        gw.app.inject({ method: 'POST', url, remoteAddress: freshAddress(), ...(payload ? { payload } : {}) });
      const verify = (gw: typeof a, email: string) =>
        post(gw, enrollmentPaths.verification(), {
          segment: 'first-responders',
          itemAttributes: { ...RESPONDER, email },
        });

      // the attempt limit: 4 a day for the person, counted across both gateways at once
      const attempts = await Promise.all([a, b, a, b, a, b].map((gw, i) => verify(gw, `pg.limit${i}@mail.example`)));
      const statuses = attempts.map((r) => r.json().status).sort();
      expect(statuses).toEqual(['success', 'success', 'success', 'success', 'systemError', 'systemError']);

      // the one-time code: asked on a, answered on both at once, accepted once
      await b.app.db.query(
        "delete from write_counters where key like 'verify-%'", // a new day for the person
      );
      const email = 'pg.code@mail.example';
      expect((await verify(a, email)).json().status).toBe('success');
      const { otpId } = (
        await post(a, enrollmentPaths.verificationSearch(), {
          email,
          firstName: 'Casey',
          lastName: 'Lindgren',
          segment: 'first-responders',
        })
      ).json();
      const { rows } = await b.app.db.query<{ body: string }>(
        'select body from outbox_messages where mail_to = $1 order by id desc limit 1',
        [email],
      );
      const code = /one-time code is: ([A-Z0-9]{5})/.exec(rows[0]!.body)![1]!;
      const answers = await Promise.all([a, b, a, b].map((gw) => post(gw, enrollmentPaths.otpVerify(otpId), { code })));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 410, 410, 410]);

      // wrong answers count on both: the fourth (of OTP_MAX_ATTEMPTS 4) is the last any gateway takes
      const { otpId: second } = (
        await post(b, enrollmentPaths.verificationSearch(), {
          email,
          firstName: 'Casey',
          lastName: 'Lindgren',
          segment: 'first-responders',
        })
      ).json();
      const wrong = await Promise.all(
        [a, b, a, b, a].map((gw) => post(gw, enrollmentPaths.otpVerify(second), { code: '22222' })),
      );
      expect(wrong.map((r) => r.statusCode).sort()).toEqual([400, 400, 400, 400, 410]);

      // one verification, uploads on both at once: one stored, the other refused, nothing doubled
      const [id] = await docUploadVerification(a.app, 'pg.upload@mail.example');
      const uploads = await Promise.all(
        [a, b].map((gw) =>
          gw.app.inject({
            method: 'POST',
            url: enrollmentPaths.docUpload(),
            remoteAddress: freshAddress(),
            ...docUploadBody({ verificationId: id! }, [{ fileName: 'paystub.pdf', bytes: corpus.pdf() }]),
          }),
        ),
      );
      expect(uploads.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const docs = await a.app.db.query<{ n: number }>(
        'select count(*)::int as n from verification_documents where verification_id = $1',
        [id],
      );
      expect(docs.rows[0]!.n).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
