import { describe, expect, it } from 'vitest';
import type { FriendlyNameEntry, Service } from '@carrier/shared/self-service';
import { buildWaiverItems } from './build-waiver-items.ts';
import { waiverPayload } from './waiver-payload.ts';
import {
  changedItems,
  initialWaiverState,
  waiverReducer,
  type WaiverAction,
  type WaiverState,
} from './waiver-reducer.ts';

const line = (ctn: string, status: string) => ({
  ctn,
  status,
  statusReasonCode: '',
  subscriberName: { firstName: 'Jo' },
  model: 'Phone',
});
const services: Service[] = [
  {
    product: 'MOBILITY',
    productOption: 'WIRELESS',
    productKey: 'M-1',
    service: 'Wireless',
    accountNumber: '111',
    ctn: [line('2065550101', 'A'), line('2065550102', 'S')],
    uverseProductOptions: [],
  },
  {
    product: 'UVERSE',
    productOption: 'INTERNET_TV_VOICE',
    productKey: 'U-1',
    service: 'Home',
    accountNumber: '222',
    ctn: [],
    uverseProductOptions: ['INTERNET', 'TV', 'VOICE'],
  },
  {
    product: 'DTV',
    productOption: 'DTV',
    productKey: 'D-1',
    service: 'Satellite',
    accountNumber: '333',
    ctn: [],
    uverseProductOptions: [],
  },
];
const config: FriendlyNameEntry[] = [
  {
    service: 'MOBILITY',
    friendlyName: 'Wireless',
    description: { text: 'Phone lines' },
    charges: { text: '$0' },
    selectionNotes: { text: 'Lines stay' },
  },
  { service: 'UVERSE', friendlyName: 'Home services', description: { text: 'Home' } },
  { service: 'INTERNET', friendlyName: 'Internet' },
  { service: 'TV', friendlyName: 'TV' },
  { service: 'VOICE', friendlyName: 'Home phone' },
  { service: 'DTV', display: false, friendlyName: 'Satellite' },
];

function run(state: WaiverState, ...actions: WaiverAction[]): WaiverState {
  return actions.reduce(waiverReducer, state);
}

describe('waiver items and payload (000 §3, §7)', () => {
  it('lists displayed services with friendly names, UVERSE options joined by +', () => {
    const items = buildWaiverItems(services, config, 'suspend_service');
    expect(items.map((i) => [i.name, i.accountNumber, i.action])).toEqual([
      ['Wireless', '111', 'suspend'],
      ['Internet + TV + Home phone', '222', 'suspend'],
    ]);
    expect(items[0]).toMatchObject({
      description: 'Phone lines',
      charges: '$0',
      selectionNotes: 'Lines stay',
      changed: false,
    });
    expect(items[0]!.linesToCancel).toBeUndefined();
  });

  it('builds resume and suspend accounts with productOptions split from the option', () => {
    const items = buildWaiverItems(services, config, 'resume_service').map((i) => ({ ...i, changed: true }));
    expect(waiverPayload('resume_service', items)).toEqual({
      requestType: 'resume_service',
      accounts: [
        { product: 'MOBILITY', productOptions: ['WIRELESS'], productKey: 'M-1', action: 'resume' },
        { product: 'UVERSE', productOptions: ['INTERNET', 'TV', 'VOICE'], productKey: 'U-1', action: 'resume' },
      ],
    });
  });

  it('adds the active lines as ctn for cancel, and omits ctn when there are none', () => {
    const items = buildWaiverItems(services, config, 'cancel_service').map((i) => ({ ...i, changed: true }));
    expect(waiverPayload('cancel_service', items).accounts).toEqual([
      { product: 'MOBILITY', productOptions: ['WIRELESS'], productKey: 'M-1', action: 'cancel', ctn: ['2065550101'] },
      { product: 'UVERSE', productOptions: ['INTERNET', 'TV', 'VOICE'], productKey: 'U-1', action: 'cancel' },
    ]);
  });

  it('sends only the ticked services', () => {
    const items = buildWaiverItems(services, config, 'default');
    items[1]!.changed = true;
    expect(waiverPayload('default', items).accounts.map((a) => [a.productKey, a.action])).toEqual([['U-1', 'default']]);
  });
});

describe('waiver reducer (000 §4)', () => {
  const loaded = (formType: Parameters<typeof initialWaiverState>[0]) =>
    run(initialWaiverState(formType), { type: 'loaded', items: buildWaiverItems(services, config, formType) });

  it('hides the form behind the info banner when there are no services, and the error banner on failure', () => {
    expect(run(initialWaiverState('default'), { type: 'loaded', items: [] })).toMatchObject({
      phase: 'unavailable',
      banner: 'noServices',
    });
    expect(run(initialWaiverState('default'), { type: 'loadFailed' })).toMatchObject({
      phase: 'unavailable',
      banner: 'loadFailed',
    });
  });

  it('resume: select → review → success, with back to the selection', () => {
    let s = loaded('resume_service');
    expect(s.phase).toBe('select');
    s = run(s, { type: 'toggle', productKey: 'M-1' }, { type: 'continue' });
    expect(s.phase).toBe('review');
    expect(changedItems(s).map((i) => i.productKey)).toEqual(['M-1']);
    expect(run(s, { type: 'back' }).phase).toBe('select');
    s = run(s, { type: 'submit' });
    expect(s.submitting).toBe(true);
    expect(run(s, { type: 'submitted' })).toMatchObject({ phase: 'success', submitting: false });
  });

  it('keeps the receipt for the success screen; a new request starts from the list with nothing ticked', () => {
    let s = run(loaded('default'), { type: 'toggle', productKey: 'M-1' }, { type: 'submit' });
    s = run(s, { type: 'submitted', receipt: { reference: 'WV-2345-6789', alreadyReceived: true } });
    expect(s).toMatchObject({ phase: 'success', receipt: { reference: 'WV-2345-6789', alreadyReceived: true } });
    s = run(s, { type: 'startNew' });
    expect(s).toMatchObject({ phase: 'select', receipt: null });
    expect(changedItems(s)).toEqual([]);
  });

  it('a key used for another request shows its own banner, not the failure one', () => {
    const s = run(loaded('default'), { type: 'toggle', productKey: 'M-1' }, { type: 'submit' });
    expect(run(s, { type: 'submitFailed', keyReused: true })).toMatchObject({ banner: 'keyReused', submitting: false });
    expect(run(s, { type: 'submitFailed' })).toMatchObject({ banner: 'submitFailed', throttleText: null });
    expect(run(s, { type: 'submitFailed', throttleText: 'Wait a minute.' })).toMatchObject({
      banner: 'throttled',
      throttleText: 'Wait a minute.',
      submitting: false,
    });
  });

  it('needs a ticked service before going on (000 §5)', () => {
    const s = run(loaded('suspend_service'), { type: 'continue' });
    expect(s).toMatchObject({ phase: 'select', selectionError: true });
    const cancel = run(loaded('cancel_service'), { type: 'submit' });
    expect(cancel).toMatchObject({ submitting: false, selectionError: true });
    expect(run(cancel, { type: 'toggle', productKey: 'U-1' }).selectionError).toBe(false);
  });

  it('shows the selection error again when every tick is taken back', () => {
    const s = run(
      loaded('cancel_service'),
      { type: 'toggle', productKey: 'U-1' },
      { type: 'toggle', productKey: 'U-1' },
    );
    expect(s.selectionError).toBe(true);
  });

  it('cancel and default post straight from the selection, without a review', () => {
    for (const formType of ['cancel_service', 'default'] as const) {
      const s = run(loaded(formType), { type: 'toggle', productKey: 'M-1' }, { type: 'continue' });
      expect(s.phase).toBe('select');
      expect(run(s, { type: 'submit' }).submitting).toBe(true);
    }
  });

  it('keeps the form and its ticks after a failed post, with the failure banner', () => {
    const s = run(
      loaded('cancel_service'),
      { type: 'toggle', productKey: 'M-1' },
      { type: 'submit' },
      { type: 'submitFailed' },
    );
    expect(s).toMatchObject({ phase: 'select', submitting: false, banner: 'submitFailed' });
    expect(changedItems(s)).toHaveLength(1);
    expect(run(s, { type: 'submit' }).banner).toBeNull();
  });

  it('ignores ticks while posting and a second submit', () => {
    const s = run(loaded('default'), { type: 'toggle', productKey: 'M-1' }, { type: 'submit' });
    expect(run(s, { type: 'toggle', productKey: 'U-1' })).toBe(s);
    expect(run(s, { type: 'submit' })).toBe(s);
  });
});
