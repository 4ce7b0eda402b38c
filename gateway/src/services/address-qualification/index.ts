/** What the address check offers the rest of the gateway: instant-on's add to cart re-checks the address with it. */
export { checkAddress, fullAddress } from './service.ts';
