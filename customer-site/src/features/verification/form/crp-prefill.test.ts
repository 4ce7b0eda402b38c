import { describe, expect, it } from 'vitest';
import { crpPrefill } from './crp-prefill.ts';

describe('001 §6 CRP prefill', () => {
  it('fills and locks the fields the account has, leaving the empty ones to the customer', () => {
    const { values, locked } = crpPrefill({
      ban: '287243560101',
      firstName: 'Avery',
      lastName: 'Quintero',
      email: 'avery@mail.example',
      address1: '',
      city: 'Dallas',
      state: 'TX',
      postalCode: '75001',
    });
    expect(values).toMatchObject({
      firstName: 'Avery',
      lastName: 'Quintero',
      city: 'Dallas',
      postalCode: '75001',
      address1: '',
    });
    expect(locked).toEqual(['firstName', 'lastName', 'email', 'city', 'state', 'postalCode']);
  });
});
