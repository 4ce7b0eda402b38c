import { describe, expect, it } from 'vitest';
import { matchPolicy } from './policy.ts';

const GROUP = '/msapi/onlinesalesorchestration/fanprofiles-papi/v1/group/details/type/groupid/id/GRP10001';

describe('matchPolicy', () => {
  it('gives the lander’s group read to anyone and the tool’s (isfantools=true) to read_fpt', () => {
    expect(matchPolicy('GET', GROUP)?.route.access).toBe('public');
    expect(matchPolicy('GET', `${GROUP}?isfantools=false`)?.route.access).toBe('public');
    expect(matchPolicy('GET', `${GROUP}?isfantools=true`)?.route.access).toBe('read_fpt');
    // a second isfantools=true anywhere in the query still asks for the tool's read
    expect(matchPolicy('GET', `${GROUP}?x=1&isfantools=false&isfantools=true`)?.route.access).toBe('read_fpt');
    expect(matchPolicy('GET', `${GROUP}/fanId/00012345`)?.route.access).toBe('public');
  });

  it('keeps the FAN id search behind read_fpt whatever the query', () => {
    const byFan = '/msapi/salesapi/fanprofiles-papi/v1/group/details/type/fanid/id/00012345';
    expect(matchPolicy('GET', byFan)?.route.access).toBe('read_fpt');
    expect(matchPolicy('GET', `${byFan}?isfantools=true`)?.route.access).toBe('read_fpt');
  });

  it('refuses what the policy does not name, and dot segments', () => {
    expect(matchPolicy('POST', GROUP)).toBeNull();
    expect(matchPolicy('GET', `${GROUP}/../../fan/details/00012345`)).toBeNull();
  });
});
