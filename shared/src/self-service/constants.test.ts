import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENTS,
  BREAKPOINTS,
  LINE_STATUS,
  MILITARY_REQUEST_TYPES,
  RESTORE_REASON_CODES,
  UPLOAD_MIME_TYPES,
} from './constants.ts';

describe('000 §9 constants', () => {
  it('are the specification’s values', () => {
    expect(LINE_STATUS).toEqual({ active: 'A', suspended: 'S' });
    expect(RESTORE_REASON_CODES).toEqual(['MT', 'MLU', 'RRST']);
    expect(BREAKPOINTS).toEqual({ mobileMax: 767, tabletMax: 1024 });
    expect(MILITARY_REQUEST_TYPES).toEqual(['restore', 'cancel']);
    expect(Object.values(ANALYTICS_EVENTS)).toEqual([
      'UF_Waiver_Request_Submit',
      'UF_Military_Cancel_Service_Submit',
      'UF_Military_Restore_Service_Submit',
    ]);
    expect(UPLOAD_MIME_TYPES).toHaveLength(10);
  });
});
