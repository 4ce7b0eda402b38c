import { describe, expect, it } from 'vitest';
import { fanProfileFixture } from '../test/index.ts';
import type { MultiSearchState } from './multi-search/multi-search-reducer.ts';
import { parseResultsDraft, resultsDraft } from './results-draft.ts';
import type { SingleSearchState } from './single-search/single-search-reducer.ts';

const found: SingleSearchState = { status: 'found', profile: fanProfileFixture };
const groups: MultiSearchState = { status: 'found', query: { type: 'groupid', id: 'GRP10001' }, groups: [] };

describe('the results kept over a sign-in', () => {
  it('keeps the results of the tab on screen, and nothing while none are shown', () => {
    expect(resultsDraft('single', found, groups)).toBe('fan:12345678');
    expect(resultsDraft('multi', found, groups)).toBe('groups:groupid:GRP10001');
    expect(resultsDraft('single', { status: 'searching', fanId: '12345678' }, groups)).toBe('');
    expect(resultsDraft('multi', found, { status: 'noResults' })).toBe('');
  });

  it('reads them back, and restores nothing from a value it did not write', () => {
    expect(parseResultsDraft('fan:12345678')).toEqual({ tab: 'single', fanId: '12345678' });
    expect(parseResultsDraft('groups:fanid:00012345')).toEqual({
      tab: 'multi',
      query: { type: 'fanid', id: '00012345' },
    });
    for (const value of [null, '', 'fan:', 'groups:name:x', 'groups:groupid:', 'other:1', 'fan:1:2']) {
      expect(parseResultsDraft(value)).toBeNull();
    }
  });
});
