/** What the business discount lander reads from its address (002 §2.3). */
export interface LanderQuery {
  isList: boolean;
  groupId: string | null;
  groupName: string | null;
}

/**
 * 002 §2.3: isList=true|false, groupId and groupName from the query string; plus signs in the group name become
 * spaces (URLSearchParams already reads them so; a '%2B' that decodes to '+' does too). Blank values count as absent.
 */
export function readLanderQuery(search: string): LanderQuery {
  const query = new URLSearchParams(search);
  const text = (name: string) => {
    const value = (query.get(name) ?? '').replace(/\+/g, ' ').replace(/\s+/g, ' ').trim();
    return value === '' ? null : value;
  };
  return {
    isList: (query.get('isList') ?? '').trim().toLowerCase() === 'true',
    groupId: text('groupId'),
    groupName: text('groupName'),
  };
}
