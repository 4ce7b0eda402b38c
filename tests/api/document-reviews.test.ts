import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentPaths } from '@carrier/shared/discount-program';
import * as corpus from '../../gateway/src/files/upload-corpus.ts';
import { startTestApp, type Caller, type TestApp } from './support/app.ts';
import { docUploadBody, docUploadVerification, freshAddress } from './support/verification.ts';

let t: TestApp;
let reviewer: Caller;
let reader: Caller;
beforeAll(async () => {
  t = await startTestApp({ VERIFICATION_ATTEMPTS_PER_DAY: '1000', DOC_REVIEW_LIMIT: '2' });
  reviewer = await t.login('reviewer');
  reader = await t.login('reader');
});
afterAll(() => t.close());

let n = 0;
/** A verification with an uploaded PNG and PDF, pending review. */
async function pendingVerification(): Promise<string> {
  const [id] = await docUploadVerification(t.app, `review${++n}@mail.example`);
  const res = await t.app.inject({
    method: 'POST',
    url: enrollmentPaths.docUpload(),
    remoteAddress: freshAddress(),
    ...docUploadBody({ verificationId: id! }, [
      { fileName: 'id-card.png', bytes: corpus.png() },
      { fileName: 'paystub.pdf', bytes: corpus.pdf() },
    ]),
  });
  expect(res.statusCode).toBe(201);
  return id!;
}

const list = (q: Record<string, unknown>, caller: Caller = reviewer) =>
  caller.inject({
    method: 'GET',
    url: `/admin-api/document-reviews?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, JSON.stringify(v)]))}`,
  });
const decide = (id: string, body: unknown, caller: Caller = reviewer) =>
  caller.inject({ method: 'PUT', url: `/admin-api/document-reviews/${id}`, payload: body as object });
const status = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: enrollmentPaths.verificationStatus(id) })).json();

describe('the review queue', () => {
  it('lists pending uploads with Content-Range, filters by segment, status and age, and pages', async () => {
    const a = await pendingVerification();
    const b = await pendingVerification();
    const res = await list({ sort: ['submittedAt', 'ASC'], range: [0, 24], filter: { segment: 'teacher' } });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a, b]));
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    expect(res.headers['content-range']).toMatch(/^document-reviews 0-\d+\/\d+$/);
    expect(res.json()[0]).toMatchObject({ status: 'pending', segment: 'teacher', documentCount: 2 });
    // nothing pending in another segment
    expect((await list({ filter: { segment: 'aarp' } })).json()).toEqual([]);
    // age: nothing has waited a day yet; backdate one
    expect((await list({ filter: { olderThanHours: 24 } })).json()).toEqual([]);
    await t.app.db.query("update verifications set updated_at = now() - interval '2 days' where verification_id = $1", [
      a,
    ]);
    expect((await list({ filter: { olderThanHours: 24 } })).json().map((r: { id: string }) => r.id)).toEqual([a]);
    const page = await list({ sort: ['id', 'ASC'], range: [0, 0] });
    expect(page.json()).toHaveLength(1);
    expect(page.headers['content-range']).toMatch(/^document-reviews 0-0\/\d+$/);
  });

  it('refuses a bad filter, sort or range with 400', async () => {
    for (const q of [
      { filter: { segment: 'pirates' } },
      { sort: ['ssn', 'ASC'] },
      { range: [5, 1] },
      { filter: { x: 1 } },
    ])
      expect((await list(q)).statusCode).toBe(400);
  });

  it('shows the form, the documents’ metadata, and serves each document inline as its judged type', async () => {
    const id = await pendingVerification();
    const res = await reviewer.inject({ method: 'GET', url: `/admin-api/document-reviews/${id}` });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.attributes).toMatchObject({ firstName: 'Harper', lastName: 'Villanueva' });
    expect(detail.documents.map((d: { kind: string; fileName: string }) => [d.kind, d.fileName])).toEqual([
      ['png', 'id-card.png'],
      ['pdf', 'paystub.pdf'],
    ]);
    const doc = await reviewer.inject({ method: 'GET', url: `/admin-api/review-documents/${detail.documents[0].id}` });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('image/png');
    expect(doc.headers['content-disposition']).toMatch(/^inline; filename="document-\d+\.png"$/);
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    expect(doc.rawPayload.equals(corpus.png())).toBe(true);
    // nobody else reads it: not a reader, not anonymous
    expect(
      (await reader.inject({ method: 'GET', url: `/admin-api/review-documents/${detail.documents[0].id}` })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/admin-api/review-documents/${detail.documents[0].id}` })).statusCode,
    ).toBe(401);
    expect((await reviewer.inject({ method: 'GET', url: '/admin-api/review-documents/999999999' })).statusCode).toBe(
      404,
    );
  });

  it('approves: the customer’s next status lookup is approved with 14 days; the decision is recorded', async () => {
    const id = await pendingVerification();
    const res = await decide(id, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      reviews: [{ decision: 'approve', reviewer: 'reviewer', reasons: [] }],
    });
    expect(await status(id)).toMatchObject({ status: 'success', autoApproved: false, remainingDays: 14 });
    // decided once
    expect((await decide(id, { decision: 'approve' })).statusCode).toBe(409);
  });

  it('rejects with reasons: back to document upload with the reasons, then re-upload, then the limit', async () => {
    const id = await pendingVerification();
    const res = await decide(id, { decision: 'reject', reasons: ['DOCUMENT_UNREADABLE', 'MISMATCH_STATUS'] });
    expect(res.statusCode).toBe(200);
    expect(await status(id)).toMatchObject({
      status: 'docUpload',
      docUploadRejectionCount: 1,
      docUploadRejectionReasons: [['DOCUMENT_UNREADABLE', 'MISMATCH_STATUS']],
      remainingDays: 14,
      // counted with the configured DOC_REVIEW_LIMIT (2), not the default 3
      docReviewsLeft: 1,
    });
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: enrollmentPaths.docUpload(),
        remoteAddress: freshAddress(),
        ...docUploadBody({ verificationId: id }, [{ fileName: 'clearer.jpg', bytes: corpus.jpeg() }]),
      });
    expect((await upload()).statusCode).toBe(201);
    await decide(id, { decision: 'reject', reasons: ['DOCUMENT_EXPIRED'] });
    expect(await status(id)).toMatchObject({
      docUploadRejectionReasons: [['DOCUMENT_UNREADABLE', 'MISMATCH_STATUS'], ['DOCUMENT_EXPIRED']],
      docReviewsLeft: 0,
    });
    // DOC_REVIEW_LIMIT (2) rejections: no third upload
    const third = await upload();
    expect(third.statusCode).toBe(403);
    expect(third.json().errorCode).toBe('docReviewLimitExceeded');
  });

  it.each([
    ['no reasons', { decision: 'reject', reasons: [] }],
    ['no reasons field', { decision: 'reject' }],
    ['an unknown reason', { decision: 'reject', reasons: ['BECAUSE'] }],
    ['a repeated reason', { decision: 'reject', reasons: ['DOCUMENT_EXPIRED', 'DOCUMENT_EXPIRED'] }],
    ['an unknown decision', { decision: 'maybe' }],
  ])('refuses %s with 400, deciding nothing', async (_name, body) => {
    const id = await pendingVerification();
    const res = await decide(id, body);
    expect(res.statusCode).toBe(400);
    expect((await status(id)).status).toBe('pending');
  });

  it('is review_docs only', async () => {
    const id = await pendingVerification();
    expect((await list({}, reader)).statusCode).toBe(403);
    expect((await decide(id, { decision: 'approve' }, reader)).statusCode).toBe(403);
    const customer = await t.login('customer1');
    expect((await decide(id, { decision: 'approve' }, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/admin-api/document-reviews' })).statusCode).toBe(401);
    expect((await status(id)).status).toBe('pending');
    expect((await decide('VRF-unknown', { decision: 'approve' })).statusCode).toBe(404);
  });
});

describe('the fixture pending review (fixtures/README.md "Verification documents")', () => {
  it('VRF-1009 waits in the queue with its PNG, which the viewer route serves', async () => {
    const listed = await list({ filter: { segment: 'first-responders' } });
    expect(listed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'VRF-1009', firstName: 'Morgan', lastName: 'Ashcombe', documentCount: 1 }),
      ]),
    );
    const detail = (await reviewer.inject({ method: 'GET', url: '/admin-api/document-reviews/VRF-1009' })).json();
    expect(detail).toMatchObject({
      status: 'pending',
      attributes: { orgName: 'Alder Falls Regional Transit District', postalCode: '77003' },
      documents: [{ fileName: 'responder-id-card.png', kind: 'png', mediaType: 'image/png' }],
    });
    const bytes = await reviewer.inject({
      method: 'GET',
      url: `/admin-api/review-documents/${detail.documents[0].id}`,
    });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(bytes.rawPayload.length).toBe(detail.documents[0].sizeBytes);
  });
});
