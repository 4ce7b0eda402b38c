import { describe, expect, it } from 'vitest';
import { militaryPagePath } from './military-page-path.ts';

describe('military virtual page paths (000 §2)', () => {
  it.each([
    ['cancel', 0, '/military-cancel-service'],
    ['cancel', 1, '/military-cancel-service/hold-unlock-options'],
    ['cancel', 2, '/military-cancel-service/member-info'],
    ['cancel', 3, '/military-cancel-service/review-terms'],
    ['cancel', 4, '/military-cancel-service/success'],
    ['restore', 0, '/military-restore-service'],
    ['restore', 3, '/military-restore-service/review-terms'],
    ['restore', 4, '/military-restore-service/success'],
  ] as const)('%s step %i has the virtual path %s', (type, step, path) => {
    expect(militaryPagePath(type, step)).toBe(path);
  });
});
