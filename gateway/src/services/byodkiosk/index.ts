/** What other parts may ask of the pickup check-ins: a store associate's list of who is waiting. */
export { waitingAt, type WaitingCustomer } from './store.ts';
