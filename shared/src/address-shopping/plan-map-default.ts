import type { PlanMap } from './label-schemas.ts';

const FRN = 'F0009876543';
const ids = (...codes: string[]) => codes.map((c) => `${FRN}${c}`);
const contact = (label: string, phone: string) => ({ errorContactUsLink: '/support', label, phone });

/**
 * 002 §3 the built-in copy of the plan map, used when GET /nl-vendor-landers/nl-plans-map.json cannot be loaded:
 * the consumer channel only, so a visitor still sees the carrier's own plans.
 */
export const DEFAULT_PLAN_MAP: PlanMap = {
  DAP_CONSUMER: {
    'wireless-postpaid': ids('WPO0001', 'WPO0002', 'WPO0003', 'WPO0004', 'WPO0005', 'WPO0008'),
    'wireless-prepaid': ids('WPR0001', 'WPR0002', 'WPR0003', 'WPR0004'),
    wireline: {
      FIBER_IN_FP: ids('FIB0300', 'FIB0500', 'FIB1000', 'FIB2000', 'FIB5000'),
      AIA: ids('AIA0001'),
      HSIA: [],
      FIBER_OUT_OF_FP: [],
    },
    disableLinks: false,
    'wireless-postpaid-error': contact('Contact us', '1-800-555-0110'),
    'wireless-prepaid-error': contact('Prepaid support', '1-800-555-0120'),
    'wireline-error': contact('Home internet support', '1-800-555-0130'),
  },
};
