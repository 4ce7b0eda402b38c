/** What other services may ask of the customer profiles: the signed-in customer's account in focus. */
export { findAccountInFocus } from './store.ts';
