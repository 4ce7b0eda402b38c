// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AddressCheck } from '@carrier/shared/address-shopping';
import { forgetFlags } from '../../api/flags.ts';
import { PageHeadingContext } from '../../components/page-heading-context.ts';
import { json, stubFetch } from '../../test/fake-fetch.ts';
import { atAddress } from '../../test/render-site.tsx';
import { InstantOnOffer } from './InstantOnOffer.tsx';

const QUALIFICATION = '/msapi/salesapi/address-qualification/v1/qualification';
const check = (over: Partial<AddressCheck>): AddressCheck => ({
  status: 'SUCCESS',
  qualified: 'FIBER_IN_FP',
  validAddress: {
    id: 'ADR-1',
    fullAddress: '1 Main St, Dallas, TX 75201',
    addressLine1: '1 Main St',
    unit: null,
    city: 'Dallas',
    postcode: '75201',
    stateOrProvince: 'TX',
    addressCharacteristic: [],
  },
  taxAreaDetails: [],
  serviceQualification: [],
  serviceInventory: [],
  instantHSIAOnIndicator: false,
  searchCriteria: { service: { serviceCharacteristic: [] } },
  candidates: [],
  ...over,
});

function open(url: string, props: Record<string, unknown> = {}) {
  return render(
    atAddress(
      url,
      <PageHeadingContext value={true}>
        <InstantOnOffer props={props} />
      </PageHeadingContext>,
    ),
  );
}

beforeEach(() => forgetFlags());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('002 §2.6, §4 instant-on', () => {
  it('an address the page names with existing service opens the dialog over the address check', async () => {
    stubFetch({
      'GET /config/flags': () => json(200, { instantOnOffer: true }),
      [`GET ${QUALIFICATION}`]: () => json(200, { content: check({ status: 'EXISTING_SERVICE' }) }),
    });
    open('/internet/instant-on?address_id=ADR-1');
    const dialog = await screen.findByRole('dialog', { name: 'This address already has service' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('combobox', { name: 'Street address' })).toBeTruthy();
  });

  it('a failing eligibility rule shows the content’s message for its key', async () => {
    stubFetch({
      'GET /config/flags': () => json(200, { instantOnOffer: true }),
      [`GET ${QUALIFICATION}`]: () => json(200, { content: check({}) }),
    });
    open('/internet/instant-on?RG_SN=RG1', { messages: { instantOnNotAvailableError: 'Not here, sorry.' } });
    expect((await screen.findByTestId('instant-on-error')).textContent).toBe('Not here, sorry.');
  });

  it('with the instant-on flag off, says the offer is not available without asking for an address', async () => {
    stubFetch({ 'GET /config/flags': () => json(200, { instantOnOffer: false }) });
    open('/internet/instant-on');
    expect((await screen.findByTestId('instant-on-error')).getAttribute('data-key')).toBe('instantOnNotAvailableError');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
