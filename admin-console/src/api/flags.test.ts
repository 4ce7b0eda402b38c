import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, parseFlags } from './flags.ts';

describe('parseFlags', () => {
  it('reads every flag', () => {
    expect(parseFlags({ newFanProfilesApi: true, newEmployeeAuthApi: false, fanProfileCloudApi: true })).toEqual({
      newFanProfilesApi: true,
      newEmployeeAuthApi: false,
      fanProfileCloudApi: true,
    });
  });

  it('keeps a flag off when it is missing or not a boolean', () => {
    expect(parseFlags({ newEmployeeAuthApi: 'true' })).toEqual(DEFAULT_FLAGS);
    expect(parseFlags(null)).toEqual(DEFAULT_FLAGS);
    expect(parseFlags('nonsense')).toEqual(DEFAULT_FLAGS);
  });
});
