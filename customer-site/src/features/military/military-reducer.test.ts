import { describe, expect, it } from 'vitest';
import {
  initialMilitaryState,
  militaryReducer,
  stepsOf,
  type MilitaryAction,
  type MilitaryState,
} from './military-reducer.ts';

const run = (state: MilitaryState, ...actions: MilitaryAction[]) => actions.reduce(militaryReducer, state);
const info = {
  name: 'Sam Lee',
  serviceOrganization: 'Army',
  orderIssueDate: '2026-01-05',
  cancelRequestDate: '2026-12-01',
  relocationLength: '12',
  relocationArea: 'Overseas',
};
const file = new File(['%PDF-1.4'], 'orders.pdf', { type: 'application/pdf' });
const lines: MilitaryAction = { type: 'linesDone', numbers: ['2065550101', '2065550102'], restoreServiceDate: '' };
const holdUnlock: MilitaryAction = {
  type: 'holdUnlockDone',
  choices: [{ ctn: '2065550101', hold: true, unlock: false, imeiNumber: '' }],
};
const member: MilitaryAction = { type: 'memberDone', info, file };

describe('military reducer (000 §4)', () => {
  it('cancel walks the four steps in order, then confirms an accepted submit', () => {
    let s = initialMilitaryState('cancel');
    expect(stepsOf('cancel')).toEqual([0, 1, 2, 3]);
    expect(s.activeStep).toBe(0);
    s = run(s, lines);
    expect(s.activeStep).toBe(1);
    s = run(s, holdUnlock);
    expect(s.activeStep).toBe(2);
    s = run(s, member);
    expect(s.activeStep).toBe(3);
    expect(s.data.member?.file.name).toBe('orders.pdf');
    s = run(s, { type: 'submit' });
    expect(s.submitting).toBe(true);
    s = run(s, { type: 'submitted', accepted: true });
    expect(s).toMatchObject({ activeStep: 4, submitting: false, submitError: false });
  });

  it('restore jumps from step 1 to the review step', () => {
    const s = run(initialMilitaryState('restore'), {
      type: 'linesDone',
      numbers: ['2065550103'],
      restoreServiceDate: '2026-12-01',
    });
    expect(s.activeStep).toBe(3);
    expect(s.data.lines).toEqual({ numbers: ['2065550103'], restoreServiceDate: '2026-12-01' });
    expect(run(s, holdUnlock)).toBe(s);
    expect(run(s, member)).toBe(s);
  });

  it('stays on the review step with the error alert when the reply is not accepted, and dismisses it', () => {
    const s = run(initialMilitaryState('restore'), lines, { type: 'submit' }, { type: 'submitted', accepted: false });
    expect(s).toMatchObject({ activeStep: 3, submitting: false, submitError: true });
    expect(run(s, { type: 'dismissError' }).submitError).toBe(false);
    expect(run(s, { type: 'submit' })).toMatchObject({ submitting: true, submitError: false });
  });

  it('sent too often: the alert says when to try again instead of submitFormErrorMsg', () => {
    const review = run(initialMilitaryState('restore'), lines, { type: 'submit' });
    const s = run(review, { type: 'submitted', accepted: false, throttleText: 'Wait a minute.' });
    expect(s).toMatchObject({ activeStep: 3, submitError: true, throttleText: 'Wait a minute.' });
    const plain = run(review, { type: 'submitted', accepted: false });
    expect(plain).toMatchObject({ submitError: true, throttleText: null });
  });

  it('editing a step makes it active and discards every later step (keeping its own answers)', () => {
    const s = run(initialMilitaryState('cancel'), lines, holdUnlock, member);
    const edited = run(s, { type: 'edit', step: 1 });
    expect(edited.activeStep).toBe(1);
    expect(edited.data.lines).toEqual(s.data.lines);
    expect(edited.data.holdUnlock).toEqual(s.data.holdUnlock);
    expect(edited.data.member).toBeUndefined();
    const first = run(s, { type: 'edit', step: 0 });
    expect(first.data).toEqual({ lines: s.data.lines });
    expect(run(first, holdUnlock)).toBe(first);
  });

  it('does not edit the active step, an upcoming one, a step the variant lacks, or after confirmation', () => {
    const s = run(initialMilitaryState('cancel'), lines);
    expect(run(s, { type: 'edit', step: 1 })).toBe(s);
    expect(run(s, { type: 'edit', step: 2 })).toBe(s);
    const restore = run(initialMilitaryState('restore'), lines);
    expect(run(restore, { type: 'edit', step: 1 })).toBe(restore);
    const done = run(restore, { type: 'submit' }, { type: 'submitted', accepted: true });
    expect(run(done, { type: 'edit', step: 0 })).toBe(done);
  });

  it('submits only from the review step, once', () => {
    const s = run(initialMilitaryState('cancel'), lines);
    expect(run(s, { type: 'submit' })).toBe(s);
    expect(run(s, { type: 'submitted', accepted: true })).toBe(s);
    const sending = run(initialMilitaryState('restore'), lines, { type: 'submit' });
    expect(run(sending, { type: 'submit' })).toBe(sending);
    expect(run(sending, { type: 'edit', step: 0 })).toBe(sending);
  });

  it('keeps the receipt on the confirmation; a key clash is not the failure alert; a new request starts over', () => {
    const lines: MilitaryAction = { type: 'linesDone', numbers: ['2145550103'], restoreServiceDate: '2030-01-05' };
    const review = run(initialMilitaryState('restore'), lines, { type: 'submit' });
    const clash = run(review, { type: 'submitted', accepted: false, keyReused: true });
    expect(clash).toMatchObject({ activeStep: 3, keyReused: true, submitError: false });
    expect(run(clash, { type: 'submit' })).toMatchObject({ submitting: true, keyReused: false });
    const done = run(review, {
      type: 'submitted',
      accepted: true,
      receipt: { reference: 'MR-2345-6789', alreadyReceived: false },
    });
    expect(done).toMatchObject({ activeStep: 4, receipt: { reference: 'MR-2345-6789' } });
    expect(run(done, { type: 'startNew' })).toEqual(initialMilitaryState('restore'));
  });
});
