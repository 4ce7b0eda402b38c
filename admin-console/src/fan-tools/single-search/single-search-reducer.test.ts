import { describe, expect, it } from 'vitest';
import {
  initialSingleSearchState,
  singleSearchError,
  singleSearchReducer,
  type SingleSearchAction,
  type SingleSearchState,
} from './single-search-reducer.ts';
import { fanProfileFixture } from '../../test/index.ts';

const play = (...actions: SingleSearchAction[]): SingleSearchState =>
  actions.reduce(singleSearchReducer, initialSingleSearchState);

describe('singleSearchReducer', () => {
  it('starts idle with no message', () => {
    expect(initialSingleSearchState).toEqual({ status: 'idle' });
    expect(singleSearchError(initialSingleSearchState)).toBeNull();
  });

  it('shows FAN ID not found for an invalid entry, without searching', () => {
    const state = play({ type: 'rejected' });
    expect(state).toEqual({ status: 'notFound' });
    expect(singleSearchError(state)).toBe('FAN ID not found.');
  });

  it('asks for the 8 digits of an empty or short entry instead of searching', () => {
    const state = play({ type: 'incomplete' });
    expect(state).toEqual({ status: 'incomplete' });
    expect(singleSearchError(state)).toBe('Enter the 8-digit FAN ID.');
  });

  it('goes from searching to the profile found', () => {
    expect(play({ type: 'started', fanId: '12345678' })).toEqual({ status: 'searching', fanId: '12345678' });
    expect(play({ type: 'started', fanId: '12345678' }, { type: 'found', profile: fanProfileFixture })).toEqual({
      status: 'found',
      profile: fanProfileFixture,
    });
  });

  it("says 'FAN ID not found.' for an unknown FAN and for a lookup that failed (002 §5)", () => {
    expect(singleSearchError(play({ type: 'started', fanId: '1' }, { type: 'notFound' }))).toBe('FAN ID not found.');
    expect(singleSearchError(play({ type: 'started', fanId: '1' }, { type: 'failed' }))).toBe('FAN ID not found.');
  });

  it('ignores a reply when no search is running', () => {
    expect(play({ type: 'found', profile: fanProfileFixture })).toEqual({ status: 'idle' });
    expect(play({ type: 'started', fanId: '1' }, { type: 'cleared' }, { type: 'failed' })).toEqual({ status: 'idle' });
  });

  it('clears results for a new search', () => {
    const found = play({ type: 'started', fanId: '1' }, { type: 'found', profile: fanProfileFixture });
    expect(singleSearchReducer(found, { type: 'cleared' })).toEqual({ status: 'idle' });
    expect(singleSearchReducer(found, { type: 'started', fanId: '2' })).toEqual({ status: 'searching', fanId: '2' });
  });
});

describe('singleSearchReducer profileChanged', () => {
  const found = play({ type: 'started', fanId: '12345678' }, { type: 'found', profile: fanProfileFixture });

  it('merges a change into the FAN shown', () => {
    const next = singleSearchReducer(found, {
      type: 'profileChanged',
      fanId: '12345678',
      changes: { onlExpStatus: 'Inactive', onlExpStatusChangeReason: 'Paused' },
    });
    expect(next).toMatchObject({
      status: 'found',
      profile: { onlExpStatus: 'Inactive', onlExpStatusChangeReason: 'Paused' },
    });
  });

  it('ignores a change for another FAN or when nothing is shown', () => {
    expect(singleSearchReducer(found, { type: 'profileChanged', fanId: '99999999', changes: { name: 'x' } })).toBe(
      found,
    );
    const idle = play();
    expect(singleSearchReducer(idle, { type: 'profileChanged', fanId: '12345678', changes: { name: 'x' } })).toBe(idle);
  });
});
