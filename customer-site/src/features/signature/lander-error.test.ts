import { describe, expect, it } from 'vitest';
import { landerErrorMessage } from './lander-error.ts';

const errors = [
  { errorId: 'FAN_NOT_FOUND', message: 'Check the FAN ID your employer gave you.' },
  { errorId: 'NOT_FOUND', message: 'This organization has no discount page.' },
];

describe('002 §8 the lander FAN search failure message', () => {
  it('is the content’s message for the response’s error id', () => {
    expect(landerErrorMessage('NOT_FOUND', errors, 'The FAN ID cannot be found')).toBe(
      'This organization has no discount page.',
    );
  });

  it('falls back to the default for an error id the list does not name, or no error id', () => {
    expect(landerErrorMessage('SYS_ERR', errors, 'The FAN ID cannot be found')).toBe('The FAN ID cannot be found');
    expect(landerErrorMessage(undefined, errors, 'The FAN ID cannot be found')).toBe('The FAN ID cannot be found');
    expect(landerErrorMessage('FAN_NOT_FOUND', [], 'The FAN ID cannot be found')).toBe('The FAN ID cannot be found');
  });
});
