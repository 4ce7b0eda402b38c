import { describe, expect, it } from 'vitest';
import { ESCALATION_TEXTS } from '@carrier/shared/escalation';
import {
  escalationReducer,
  initialEscalationState,
  type EscalationAction,
  type EscalationState,
} from './escalation-reducer.ts';

const t = ESCALATION_TEXTS.en;
const reduce = escalationReducer(t);
const run = (...actions: EscalationAction[]) =>
  actions.reduce<EscalationState>((s, a) => reduce(s, a), initialEscalationState);

describe('002 §4, §5 the escalation form’s states', () => {
  it('shows a field’s error once it is left, and not before', () => {
    expect(run().errors).toEqual({});
    expect(run({ type: 'blur', field: 'firstName' }).errors).toEqual({ firstName: t.firstNameRequired });
    expect(
      run({ type: 'blur', field: 'firstName' }, { type: 'change', field: 'firstName', value: 'A' }).errors,
    ).toEqual({});
  });

  it('checks a changed field at once', () => {
    expect(run({ type: 'change', field: 'email', value: 'avery@' }).errors).toEqual({ email: t.emailInvalid });
    expect(
      run({ type: 'change', field: 'morning', value: true }, { type: 'change', field: 'morning', value: false }).errors,
    ).toEqual({
      contactTime: t.contactTimeRequired,
    });
  });

  it('an invalid submit shows every error; a valid one submits, then success keeps the refId', () => {
    const invalid = run({ type: 'submit' });
    expect(invalid.status).toBe('invalid');
    expect(Object.keys(invalid.errors)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'product',
      'contactTime',
      'issueDetails',
    ]);
    const filled = run(
      { type: 'change', field: 'firstName', value: 'Avery' },
      { type: 'change', field: 'lastName', value: 'Lin' },
      { type: 'change', field: 'email', value: 'avery@example.com' },
      { type: 'change', field: 'phone', value: '555-555-0142' },
      { type: 'change', field: 'product', value: 'wireless' },
      { type: 'change', field: 'wirelessNumber', value: '555-555-0199' },
      { type: 'change', field: 'evening', value: true },
      { type: 'change', field: 'issueDetails', value: 'No signal at home.' },
      { type: 'submit' },
    );
    expect(filled.status).toBe('submitting');
    expect(reduce(filled, { type: 'submit' })).toBe(filled);
    expect(reduce(filled, { type: 'submitDone', refId: 'EC-2345-6789' })).toMatchObject({
      status: 'success',
      refId: 'EC-2345-6789',
    });
    const failed = reduce(filled, { type: 'submitFailed' });
    expect(failed.status).toBe('failed');
    expect(failed.values.firstName).toBe('Avery');
  });

  it('a changed product asks for the other number without showing its error yet', () => {
    const s = run({ type: 'change', field: 'product', value: 'tv' }, { type: 'blur', field: 'accountNumber' });
    expect(s.errors.accountNumber).toBe(t.accountRequired);
    expect(reduce(s, { type: 'change', field: 'product', value: 'wireless' }).errors).toEqual({});
  });
});
