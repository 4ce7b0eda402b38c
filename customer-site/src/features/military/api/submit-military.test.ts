import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MilitaryFields } from '@carrier/shared/self-service';
import { answerFetch, json } from '../../../test/fake-fetch.ts';
import { submitMilitary } from './submit-military.ts';

afterEach(() => vi.unstubAllGlobals());

const fields: MilitaryFields = {
  requestType: 'restore',
  accountNumber: '287243510011',
  accountHolderName: 'Jordan A. Ellison',
  emailAddress: 'jordan@example.com',
  subject: 'Military request: restore lines',
  termsAndConditions: true,
  numbersToRestore: ['2145550103'],
  restoreServiceDate: '2030-01-05',
  numbersToCancel: [],
  numbersToHold: [],
  numbersToUnlock: [],
  numbersToTerminate: [],
  serviceMemberInfo: null,
};

const answer = (body: unknown) => answerFetch(() => json(200, body));

describe('military webform call (000 §7: the answer is accepted, a boolean)', () => {
  it('reads accepted from an answer that carries nothing else', async () => {
    answer({ accepted: true });
    await expect(submitMilitary('/msapi/x', fields, null, 't')).resolves.toEqual({
      ok: true,
      data: { accepted: true },
    });
  });

  it('passes a refusal (accepted false) through for the review step to show its alert', async () => {
    answer({ accepted: false, reason: 'later' });
    await expect(submitMilitary('/msapi/x', fields, null, 't')).resolves.toEqual({
      ok: true,
      data: { accepted: false },
    });
  });

  it('sends the fields of 000 §3 as multipart with the CSRF token', async () => {
    const fetchMock = answer({ accepted: true, requestId: '7' });
    const file = new File(['%PDF-1.4'], 'orders.pdf', { type: 'application/pdf' });
    await submitMilitary('/msapi/x', fields, file, 'csrf-1');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('x-csrf-token')).toBe('csrf-1');
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual([
      'requestType',
      'accountNumber',
      'accountHolderName',
      'numbersToRestore',
      'restoreServiceDate',
      'numbersToCancel',
      'numbersToHold',
      'numbersToUnlock',
      'numbersToTerminate',
      'serviceMemberInfo',
      'termsAndConditions',
      'subject',
      'emailAddress',
      'file',
    ]);
    expect((form.get('file') as File).name).toBe('orders.pdf');
  });
});
