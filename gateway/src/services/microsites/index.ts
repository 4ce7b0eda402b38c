/** What other services may ask of microsites: the organisation type-ahead's store (one list of organisations). */
export { searchOrganisations } from './organisation-store.ts';
