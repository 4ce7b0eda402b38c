import type { Organisation } from '@carrier/shared/forms';
import type { Queryable } from '../../store/db.ts';

/**
 * Organisations whose name starts with the text, or has a word starting with it; prefix matches first, then by
 * name. LIKE wildcards in the text are escaped. With a segment (the discount program's type-ahead), the
 * organisations that segment's eligibility records know come first: a teacher typing 'ash' sees schools before
 * a transit district.
 */
export async function searchOrganisations(
  db: Queryable,
  text: string,
  limit: number,
  segment?: string,
): Promise<Organisation[]> {
  const needle = text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  const { rows } = await db.query<Organisation>(
    `select org_id as "orgId", org_name as "orgName" from organisations
      where lower(org_name) like $1 || '%' or lower(org_name) like '% ' || $1 || '%'
      order by
        case when $3::text is not null and exists (
          select 1 from eligibility_records e where e.segment = $3 and e.affiliation = organisations.org_name
        ) then 0 else 1 end,
        case when lower(org_name) like $1 || '%' then 0 else 1 end,
        org_name
      limit $2`,
    [needle, limit, segment ?? null],
  );
  return rows;
}
