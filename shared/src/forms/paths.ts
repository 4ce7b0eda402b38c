/** 002 §7: where the generic form services answer (the fixture form definitions name these paths). */
export const MICROSITES_FORMS_PREFIX = '/msapi/microsites-orch-nodems/v1';
/** 002 §7 GET {prefix}/auth/details. */
export const BUY_WIRELESS_PREFIX = '/msapi/sales/buywirelessorchestrationms/v1';
export const AUTH_DETAILS_PATH = `${BUY_WIRELESS_PREFIX}/auth/details`;
