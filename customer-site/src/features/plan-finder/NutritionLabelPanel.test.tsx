// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AddressCheck, BroadbandLabel, PlanRecord } from '@carrier/shared/address-shopping';
import { PageHeadingContext } from '../../components/page-heading-context.ts';
import { json, stubFetch, type FakeRoutes } from '../../test/fake-fetch.ts';
import { atAddress } from '../../test/render-site.tsx';
import { NutritionLabelPanel } from './NutritionLabelPanel.tsx';

const QUALIFICATION = 'GET /msapi/salesapi/address-qualification/v1/qualification';
const FEED = 'GET /msapi/idp-content-orchestration/v1/graphql/nutritionlabelPlan';
const MAP = 'GET /nl-vendor-landers/nl-plans-map.json';

const check: AddressCheck = {
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
  taxAreaDetails: [{ productFamily: 'BROADBAND', taxAreaId: '4400752' }],
  serviceQualification: [],
  serviceInventory: [],
  instantHSIAOnIndicator: false,
  searchCriteria: { service: { serviceCharacteristic: [] } },
  candidates: [],
};

const record = (planName: string, uniqueId: string): PlanRecord => ({
  planName,
  planIds: [{ uniqueID: uniqueId }],
  planType: 'Mobility-Postpaid',
  marketType: 'Consumer',
  lob: 'wireless',
  label: {
    uniqueId,
    version: 1,
    effectiveFrom: '2026-01-15T00:00:00.000Z',
    providerName: 'Carrier',
    planName,
    serviceType: 'Mobile',
    monthlyPrice: 65,
    introductoryPeriod: null,
    contractRequired: false,
    contractTermsUrl: null,
    monthlyProviderFees: [],
    oneTimeFees: [{ name: 'Activation', amount: 35 }],
    governmentTaxesVaryByLocation: true,
    discounts: [],
    speeds: { downloadMbps: 118, uploadMbps: 14, latencyMs: 42 },
    dataIncluded: 'Unlimited',
    policies: { networkManagement: '/legal', privacy: '/privacy', support: '/support' },
    acpParticipant: false,
  } satisfies BroadbandLabel,
});

function open(routes: FakeRoutes, props: Record<string, unknown> = {}, url = '/internet/broadband-labels') {
  stubFetch({ [QUALIFICATION]: () => json(200, { content: check }), ...routes });
  render(
    atAddress(
      url,
      <PageHeadingContext value={true}>
        <NutritionLabelPanel props={props} />
      </PageHeadingContext>,
    ),
  );
  const spanish = url.startsWith('/es-us/');
  fireEvent.change(screen.getByRole('combobox', { name: spanish ? 'Dirección' : 'Street address' }), {
    target: { value: '1 Main St' },
  });
  fireEvent.click(screen.getByRole('button', { name: spanish ? 'Verificar disponibilidad' : 'Check availability' }));
}

beforeEach(() => vi.useRealTimers());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('002 §2.1, §3, §8 the plan label finder', () => {
  it('uses the built-in plan map when the file cannot be loaded', async () => {
    open({
      [MAP]: () => json(500, { errorId: 'SYS_ERR', message: 'down', status: 500 }),
      // the built-in copy lists Unlimited Starter for the consumer channel; the live map's other plans are not shown
      [FEED]: () =>
        json(200, { 'cms-feed': [record('Unlimited Starter', 'F0009876543WPO0001'), record('Other', 'X')] }),
    });
    expect(await screen.findByRole('tab', { name: 'Unlimited Starter' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Other' })).toBeNull();
    expect(screen.getByTestId('selected-address').textContent).toContain('1 Main St, Dallas, TX 75201');
    // the card carries the address's broadband tax area
    expect(screen.getByTestId('plan-card').getAttribute('data-taxation-geo-code')).toBe('4400752');
    // 002 §3: the label accordion's default name
    expect(screen.getByRole('button', { name: 'Mobile Broadband Consumer Disclosure' })).toBeTruthy();
  });

  it('names the label accordion in the page’s language when the content does not', async () => {
    open(
      {
        [MAP]: () => json(500, {}),
        [FEED]: () => json(200, { 'cms-feed': [record('Unlimited Starter', 'F0009876543WPO0001')] }),
      },
      {},
      '/es-us/internet/broadband-labels',
    );
    expect(await screen.findByRole('button', { name: 'Divulgación al consumidor de banda ancha móvil' })).toBeTruthy();
  });

  it('a failed feed call shows the general error; the content’s words come first', async () => {
    open(
      { [MAP]: () => json(200, {}), [FEED]: () => json(503, { errorId: 'SYS_ERR', message: 'down', status: 503 }) },
      { errors: { GENERAL_ERROR: 'Our plans are taking a break.' } },
    );
    const alert = await screen.findByTestId('finder-error');
    expect(alert.getAttribute('data-code')).toBe('GENERAL_ERROR');
    expect(alert.textContent).toBe('Our plans are taking a break.');
  });

  it('a channel the map does not list falls back to the built-in general error text', async () => {
    open({ [MAP]: () => json(200, {}), [FEED]: () => json(200, { 'cms-feed': [] }) });
    expect((await screen.findByTestId('finder-error')).textContent).toBe('Something went wrong. Please try again');
  });
});
