import { describe, expect, it } from 'vitest';
import { readLanderQuery } from './lander-query.ts';

describe('002 §2.3 the lander reads its address', () => {
  it('reads isList, groupId and groupName, plus signs in the name becoming spaces', () => {
    expect(readLanderQuery('?isList=true&groupId=GRP10005&groupName=Kestrel+Ridge+Engineering')).toEqual({
      isList: true,
      groupId: 'GRP10005',
      groupName: 'Kestrel Ridge Engineering',
    });
  });

  it('turns an encoded plus sign into a space too, and keeps other encoded characters', () => {
    expect(readLanderQuery('?groupId=GRP10001&groupName=Caf%C3%A9%2BCo%20%26+Sons').groupName).toBe('Café Co & Sons');
  });

  it('is the search view unless isList is true', () => {
    expect(readLanderQuery('?groupId=GRP10001').isList).toBe(false);
    expect(readLanderQuery('?groupId=GRP10001&isList=false').isList).toBe(false);
    expect(readLanderQuery('?groupId=GRP10001&isList=TRUE').isList).toBe(true);
    expect(readLanderQuery('?groupId=GRP10001&isList=yes').isList).toBe(false);
  });

  it('has no group when groupId is missing or blank, and no name when groupName is only plus signs', () => {
    expect(readLanderQuery('')).toEqual({ isList: false, groupId: null, groupName: null });
    expect(readLanderQuery('?groupId=%20&groupName=+++')).toEqual({ isList: false, groupId: null, groupName: null });
  });
});
