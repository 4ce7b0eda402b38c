import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentPaths } from '@carrier/shared/discount-program';
import { startTestApp, type TestApp } from './support/app.ts';
import {
  APPROVED_SOLDIER,
  ENROLLED_NURSE,
  OTHER_FAN_TEACHER,
  RESPONDER,
  TEACHER,
  VETERAN,
  freshAddress,
  verifyPerson,
} from './support/verification.ts';

/** A generated member of the union segment (fixtures/eligibility-records.json), used by no other test. */
function unionMember() {
  const people = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../../fixtures/eligibility-records.json'), 'utf8'),
  ) as Array<Record<string, string>>;
  const p = people.filter((r) => r.segment === 'union').at(-1)!;
  return { firstName: p.firstName!, lastName: p.lastName!, postalCode: p.postalCode!, orgName: p.affiliation! };
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ VERIFICATION_ATTEMPTS_PER_DAY: '3' });
});
afterAll(() => t.close());

const status = (id: string) =>
  t.app.inject({ method: 'GET', url: enrollmentPaths.verificationStatus(id) }).then((r) => r.json());

describe('POST verification: outcomes from the eligibility records', () => {
  it('auto-approves a full match, with its FAN and 14 days to use it', async () => {
    const res = await verifyPerson(t.app, { segment: 'military', itemAttributes: APPROVED_SOLDIER });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      autoApproved: true,
      segment: 'military',
      fanNumber: '00012345',
      hasMoreResponse: false,
      dataError: [],
      remainingDays: 14,
      docUploadRejectionCount: 0,
    });
    const expected = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(body.expiryDate).toBe(expected);
    // the status lookup reads the same verification
    expect(await status(body.verificationId)).toMatchObject({
      status: 'success',
      autoApproved: true,
      remainingDays: 14,
    });
    const fan = await t.app.inject({ method: 'GET', url: enrollmentPaths.fetchDecryptedFan(body.verificationId) });
    expect(fan.json()).toEqual({ fanNumber: '00012345' });
  });

  it('asks for a document when the person is known but the details differ', async () => {
    const res = await verifyPerson(t.app, {
      segment: 'teacher',
      itemAttributes: { ...TEACHER, orgName: 'Some Other School' },
    });
    expect(res.json()).toMatchObject({ status: 'docUpload', autoApproved: false, remainingDays: 14 });
    expect(res.json().fanNumber).toBeUndefined();
  });

  it('checks a veteran’s discharge date, and asks for it when missing', async () => {
    expect((await verifyPerson(t.app, { segment: 'military', itemAttributes: VETERAN })).json().status).toBe('success');
    const { dateOfDischarge: _omitted, ...noDate } = VETERAN;
    const res = await verifyPerson(t.app, { segment: 'military', itemAttributes: noDate });
    expect(res.json()).toMatchObject({ status: 'dataError', dataError: [{ errorCode: 'missingDischargeDate' }] });
  });

  it('answers a data error for someone the segment does not know', async () => {
    const res = await verifyPerson(t.app, {
      segment: 'military',
      itemAttributes: { ...APPROVED_SOLDIER, firstName: 'Nobody', email: 'nobody@mail.example' },
    });
    expect(res.json()).toMatchObject({ status: 'dataError', dataError: [{ errorCode: 'noEligibilityRecord' }] });
    // a known person is not known in another segment
    const other = await verifyPerson(t.app, {
      segment: 'aarp',
      itemAttributes: { ...RESPONDER, email: 'casey.other@mail.example' },
    });
    expect(other.json().status).toBe('dataError');
  });

  it('answers fanAlreadyEnrolled, and accountAlreadyHaveFan until the change-offer resubmit', async () => {
    const enrolled = await verifyPerson(t.app, { segment: 'healthcare', itemAttributes: ENROLLED_NURSE });
    expect(enrolled.json()).toMatchObject({ status: 'dataError', dataError: [{ errorCode: 'fanAlreadyEnrolled' }] });
    const conflict = await verifyPerson(t.app, { segment: 'teacher', itemAttributes: OTHER_FAN_TEACHER });
    expect(conflict.json()).toMatchObject({
      status: 'dataError',
      dataError: [{ errorCode: 'accountAlreadyHaveFan' }],
    });
    const changed = await verifyPerson(t.app, {
      segment: 'teacher',
      itemAttributes: OTHER_FAN_TEACHER,
      changeOffer: true,
    });
    expect(changed.json()).toMatchObject({ status: 'success', fanNumber: '10000001' });
  });

  it('verifies a combo: the second segment in otherResponses, linked both ways, in the preferred order', async () => {
    const person = { ...RESPONDER, email: 'casey.combo@mail.example' };
    const res = await verifyPerson(t.app, {
      segment: 'first-responders',
      comboSegment: 'military',
      itemAttributes: person,
    });
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', segment: 'first-responders', hasMoreResponse: true });
    expect(body.otherResponses).toHaveLength(1);
    expect(body.otherResponses[0]).toMatchObject({ segment: 'military', status: 'dataError' });
    const back = await status(body.otherResponses[0].verificationId);
    expect(back.otherResponses[0].verificationId).toBe(body.verificationId);
    const preferred = await verifyPerson(t.app, {
      segment: 'first-responders',
      comboSegment: 'military',
      comboDisplayOrder: ['military', 'first-responders'],
      itemAttributes: { ...person, email: 'casey.combo2@mail.example' },
    });
    expect(preferred.json().segment).toBe('military');
    expect(preferred.json().otherResponses[0].segment).toBe('first-responders');
  });

  it('answers the sales variant the same way', async () => {
    const res = await verifyPerson(
      t.app,
      { segment: 'teacher', itemAttributes: { ...TEACHER, email: 'blair.sales@mail.example' } },
      true,
    );
    expect(res.json()).toMatchObject({ status: 'success', fanNumber: '10000001' });
  });
});

describe('verification ids', () => {
  it('are random and unguessable, and a made-up one reads nothing', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await verifyPerson(t.app, {
        segment: 'students',
        itemAttributes: {
          firstName: 'Finley',
          lastName: 'Abernathy',
          email: `finley.${i}@mail.example`,
          postalCode: '60601',
          orgName: 'Ashby Springs State University',
        },
      });
      ids.add(res.json().verificationId);
    }
    expect(ids.size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^VRF-[0-9a-f]{32}$/);
    const guess = `VRF-${'0'.repeat(31)}1`;
    const res = await t.app.inject({ method: 'GET', url: enrollmentPaths.verificationStatus(guess) });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorId).toBe('VERIFICATION_NOT_FOUND');
  });

  it('keeps the fixture verifications readable, with an empty detail', async () => {
    expect(await status('VRF-1002')).toMatchObject({
      status: 'docUpload',
      docUploadRejectionCount: 0,
      docUploadRejectionReasons: [],
      expiryDate: null,
      remainingDays: null,
    });
  });
});

describe('verificationLimitExceeded', () => {
  it('counts per e-mail and per person; the next attempt answers the system error', async () => {
    const person = { ...unionMember(), email: 'limit.member@mail.example' };
    for (let i = 0; i < 3; i++)
      expect((await verifyPerson(t.app, { segment: 'union', itemAttributes: person })).json().status).toBe('success');
    const over = await verifyPerson(t.app, { segment: 'union', itemAttributes: person });
    expect(over.json()).toMatchObject({
      status: 'systemError',
      systemError: [{ errorCode: 'verificationLimitExceeded' }],
    });
    expect(over.json().verificationId).toBeUndefined();
    // the same person under another e-mail is the same person
    const again = await verifyPerson(t.app, {
      segment: 'union',
      itemAttributes: { ...person, email: 'limit.teacher2@mail.example' },
    });
    expect(again.json().systemError[0].errorCode).toBe('verificationLimitExceeded');
    // and the e-mail with another name too
    const sameEmail = await verifyPerson(t.app, {
      segment: 'military',
      itemAttributes: { ...APPROVED_SOLDIER, email: person.email },
    });
    expect(sameEmail.json().systemError[0].errorCode).toBe('verificationLimitExceeded');
  });
});

describe('bad input', () => {
  it.each([
    ['no body', undefined],
    ['unknown segment', { segment: 'pirates', itemAttributes: TEACHER }],
    ['bad e-mail', { segment: 'teacher', itemAttributes: { ...TEACHER, email: 'x' } }],
    ['a very long name', { segment: 'teacher', itemAttributes: { ...TEACHER, firstName: 'a'.repeat(5000) } }],
    ['an array', [1, 2, 3]],
  ])('refuses %s with a 400 in the one shape', async (_name, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: enrollmentPaths.verification(),
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorId: expect.any(String), message: expect.any(String), status: 400 });
  });
});

describe('orgSearch and customer info', () => {
  it('finds organisations by typed text (plain and sales)', async () => {
    for (const sales of [false, true]) {
      const res = await t.app.inject({
        method: 'GET',
        url: enrollmentPaths.orgSearch({ segment: 'teacher', orgName: 'ashby fal' }, sales),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toContainEqual({ orgId: expect.any(String), orgName: 'Ashby Falls Community College' });
    }
    const none = await t.app.inject({
      method: 'GET',
      url: enrollmentPaths.orgSearch({ segment: 'teacher', orgName: '%_%' }),
    });
    expect(none.json()).toEqual([]);
  });

  it('puts first the organisations the segment’s eligibility records know', async () => {
    const first = async (segment: string) =>
      (await t.app.inject({ method: 'GET', url: enrollmentPaths.orgSearch({ segment, orgName: 'alder' }) })).json()[0]
        .orgName;
    expect(await first('healthcare')).toBe('Alder Springs Health Partners');
    expect(await first('first-responders')).toBe('Alder Falls Regional Transit District');
  });

  it('answers customer info to the account’s signed-in owner only', async () => {
    const owner = await t.login('customer1');
    const mine = await owner.inject({ method: 'GET', url: enrollmentPaths.customerInfo('287243510011') });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ ban: '287243510011' });
    const theirs = await owner.inject({ method: 'GET', url: enrollmentPaths.customerInfo('287243520022') });
    expect(theirs.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: enrollmentPaths.customerInfo('287243510011') });
    expect(anonymous.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'GET', url: enrollmentPaths.customerInfo('12ab') });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the write throttle', () => {
  it('counts the verification, the search, the code and the upload as public writes', async () => {
    const gw = await startTestApp({ PUBLIC_WRITES_PER_MINUTE: '4' });
    try {
      const from = '203.0.113.90';
      const calls = [
        { url: enrollmentPaths.verification(), payload: { segment: 'teacher', itemAttributes: TEACHER } },
        {
          url: enrollmentPaths.verificationSearch(),
          payload: { email: 'x@mail.example', firstName: 'A', lastName: 'B', segment: 'teacher' },
        },
        { url: enrollmentPaths.otpVerify('c'.repeat(24)), payload: { code: 'ABCDE' } },
        { url: enrollmentPaths.docUpload(), payload: { verificationId: 'VRF-1002' } },
      ];
      for (const c of calls) {
        const res = await gw.app.inject({ method: 'POST', remoteAddress: from, ...c });
        expect(res.statusCode).not.toBe(429);
      }
      const over = await gw.app.inject({ method: 'POST', remoteAddress: from, ...calls[0]! });
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
    } finally {
      await gw.close();
    }
  });
});
