import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../api/api-failure.ts';
import { dialogFailureMessage } from './failure-message.ts';

describe('dialogFailureMessage', () => {
  it("says 'We hit a snag.' for any failure", () => {
    expect(dialogFailureMessage(new ApiFailure({ errorId: 'INTERNAL_ERROR', message: 'boom', status: 500 }))).toBe(
      'We hit a snag. Please try again later.',
    );
    expect(dialogFailureMessage(new Error('offline'))).toBe('We hit a snag. Please try again later.');
  });

  it('says the group is gone when another user deleted it', () => {
    const gone = new ApiFailure({ errorId: 'GROUP_NOT_FOUND', message: 'x', status: 404 });
    expect(dialogFailureMessage(gone)).toBe('This group no longer exists. Another user may have deleted it.');
  });
});
