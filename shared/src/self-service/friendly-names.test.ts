import { describe, expect, it } from 'vitest';
import { friendlyEntry, friendlyName, productOptionsOf } from './friendly-names.ts';
import { mobility, uverse } from './test-profile.ts';

const config = [
  { service: 'MOBILITY', friendlyName: 'Wireless', display: true },
  { service: 'INTERNET', friendlyName: 'Internet' },
  { service: 'TV', friendlyName: 'TV' },
  { service: 'VOICE', friendlyName: 'Home Phone' },
  { service: 'DTV', friendlyName: 'Satellite', display: false },
];

describe('friendly names and product options (000 §7, §9)', () => {
  it('splits the underscore-joined option', () => {
    expect(productOptionsOf('INTERNET_TV_VOICE')).toEqual(['INTERNET', 'TV', 'VOICE']);
    expect(productOptionsOf('')).toEqual([]);
  });
  it('UVERSE options are joined by " + "', () =>
    expect(friendlyName(uverse, config)).toBe('Internet + TV + Home Phone'));
  it('UVERSE falls back to the split option and to the code', () => {
    expect(friendlyName({ ...uverse, uverseProductOptions: [], productOption: 'TV_WIFI' }, config)).toBe('TV + WIFI');
  });
  it('other products use their own entry or their code', () => {
    expect(friendlyName(mobility, config)).toBe('Wireless');
    expect(friendlyName({ ...mobility, product: 'WLL' }, config)).toBe('WLL');
  });
  it('an entry with display false is not shown', () => {
    expect(friendlyEntry({ product: 'DTV' }, config)).toBeUndefined();
    expect(friendlyEntry({ product: 'mobility' }, config)?.friendlyName).toBe('Wireless');
  });
});
