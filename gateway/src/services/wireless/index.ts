/** What other services may ask of the wireless account records: lookups and the enrollment's update. */
export { findAccount, findAccountByWirelessNumber, recordEnrollment, type WirelessAccount } from './store.ts';
