import { describe, expect, it } from 'vitest';
import { militaryPropsSchema } from './military-props.ts';
import { militarySubmission } from './military-submission.ts';
import type { MilitaryData } from './military-reducer.ts';

const screen = { heading: 'H', text: 'T' };
const base = {
  heading: 'Military service',
  greeting: 'Hi {firstName},',
  accountLabel: 'Wireless account',
  steps: [{ heading: 'Lines' }, { heading: 'Hold or unlock' }, { heading: 'Service member' }, { heading: 'Review' }],
  subjects: {
    terminateAll: 'Terminate all lines',
    holdAll: 'Hold all lines',
    mix: 'Hold and terminate lines',
    restore: 'Restore lines',
  },
  termsText: 'Terms',
  confirmation: screen,
  emptyStates: {
    noPrimaryEmail: screen,
    noWirelessAccount: screen,
    noServicesToRestore: screen,
    noServicesToCancel: screen,
  },
};
const user = {
  firstName: 'Jordan',
  lastName: 'Ellison',
  emailAddress: ' jordan@example.com ',
  phoneNumber: '2065550100',
  slid: 'jellison',
  billingFullName: 'Jordan A. Ellison',
};
const file = new File(['%PDF-1.4'], 'orders.pdf', { type: 'application/pdf' });
const info = {
  name: 'Sam Lee',
  serviceOrganization: 'Army',
  orderIssueDate: '2026-01-05',
  cancelRequestDate: '2026-12-01',
  relocationLength: '12',
  relocationArea: 'Overseas',
};

function cancelData(hold: boolean[]): MilitaryData {
  const ctns = ['2065550101', '2065550102'];
  return {
    lines: { numbers: ctns, restoreServiceDate: '' },
    holdUnlock: {
      choices: ctns.map((ctn, i) => ({
        ctn,
        hold: hold[i]!,
        unlock: i === 0,
        imeiNumber: i === 0 ? '356938035643809' : '',
      })),
    },
    member: { info, file },
  };
}

describe('military submission fields (000 §3, §4)', () => {
  const cancel = militaryPropsSchema.parse({ ...base, requestType: 'cancel' });
  const restore = militaryPropsSchema.parse({ ...base, requestType: 'restore' });

  it.each([
    [[false, false], 'Terminate all lines'],
    [[true, true], 'Hold all lines'],
    [[true, false], 'Hold and terminate lines'],
  ])('cancel with hold %j has the subject %s', (hold, subject) => {
    expect(militarySubmission(cancel, user, '430012345678', cancelData(hold)).subject).toBe(subject);
  });

  it('fills the cancel fields: lines held, terminated and unlocked, member info with the file name', () => {
    expect(militarySubmission(cancel, user, '430012345678', cancelData([true, false]))).toEqual({
      requestType: 'cancel',
      accountNumber: '430012345678',
      accountHolderName: 'Jordan A. Ellison',
      numbersToRestore: [],
      restoreServiceDate: '',
      numbersToCancel: ['2065550101', '2065550102'],
      numbersToHold: ['2065550101'],
      numbersToTerminate: ['2065550102'],
      numbersToUnlock: [{ ctn: '2065550101', imeiNumber: '356938035643809' }],
      serviceMemberInfo: { ...info, fileDescription: 'orders.pdf' },
      termsAndConditions: true,
      subject: 'Hold and terminate lines',
      emailAddress: 'jordan@example.com',
    });
  });

  it('fills the restore fields with its own subject and no cancel lists', () => {
    const fields = militarySubmission(restore, { ...user, billingFullName: ' ' }, '430012345678', {
      lines: { numbers: ['2065550103'], restoreServiceDate: '2026-12-01' },
    });
    expect(fields).toMatchObject({
      requestType: 'restore',
      accountHolderName: 'Jordan Ellison',
      numbersToRestore: ['2065550103'],
      restoreServiceDate: '2026-12-01',
      numbersToCancel: [],
      numbersToHold: [],
      numbersToTerminate: [],
      numbersToUnlock: [],
      serviceMemberInfo: null,
      subject: 'Restore lines',
    });
  });
});
