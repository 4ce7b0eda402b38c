import { localIsoDate } from '@carrier/shared/core';

/** The prefixes the form services answer under. */
export {
  MICROSITES_FORMS_PREFIX as FORMS_PREFIX,
  BUY_WIRELESS_PREFIX as AUTH_DETAILS_PREFIX,
} from '@carrier/shared/forms';

/** A valid answer to the contact-us form (fixtures/content/contact-us.*.json), field id → value. */
export const CONTACT_US_VALUES = {
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana@example.com',
  confirmEmail: 'ana@example.com',
  phone: '555.123.4567',
  organisation: '',
  topic: 'billing',
  contactTime: 'morning',
  message: 'My bill shows two charges for one line.',
  agree: true,
  pageSource: 'contact-us',
};

/** A valid answer to the authorized retailer form (fixtures/content/authorized-retailer.*.json). */
export const RETAILER_VALUES = {
  businessName: 'Corner Phones',
  taxId: '12-3456789',
  contactName: 'Sam Lee',
  contactEmail: 'sam@corner.example',
  contactPhone: '555.987.6543',
  storeCount: '2-5',
  openingDate: localIsoDate(),
  website: '',
  terms: true,
};
