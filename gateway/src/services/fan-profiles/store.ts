import type { Discount, FanProfile } from '@carrier/shared';
import type { Queryable } from '../../store/db.ts';

interface FanRow {
  id: string; status: string; name: string; friendly_name: string; onl_exp_status: string;
  onl_exp_status_reason: string | null; token: string | null; token_created_at: Date | null;
  contract_type: string | null; agreement_type: string | null; liability_type: string | null; affinity_tags: string[];
  contact_name: string | null; contact_email: string | null; contact_work_phone: string | null;
  waived_activation_fees: boolean | null; waived_upgrade_fees: boolean | null; discounts: Discount[] | string;
}

const COLUMNS = `id, status, name, friendly_name, onl_exp_status, onl_exp_status_reason, token, token_created_at,
  contract_type, agreement_type, liability_type, affinity_tags, contact_name, contact_email, contact_work_phone,
  waived_activation_fees, waived_upgrade_fees, discounts`;

/** tokenLink turns a stored token into the landing link shown in the tool. */
function toProfile(r: FanRow, tokenLink: (token: string) => string): FanProfile {
  return {
    id: r.id,
    status: r.status,
    name: r.name,
    friendlyName: r.friendly_name,
    onlExpStatus: r.onl_exp_status,
    onlExpStatusChangeReason: r.onl_exp_status_reason,
    currentTokenLink: r.token ? tokenLink(r.token) : null,
    tokenTimeStamp: r.token_created_at ? new Date(r.token_created_at).toISOString() : null,
    contractType: r.contract_type,
    agreementType: r.agreement_type,
    liabilityType: r.liability_type,
    affinityTags: r.affinity_tags,
    contactInformation: { employeeName: r.contact_name, emailAddress: r.contact_email, workPhone: r.contact_work_phone },
    promotions: {
      isWaivedActivationFees: r.waived_activation_fees,
      isWaivedUpgradeFees: r.waived_upgrade_fees,
      discounts: typeof r.discounts === 'string' ? (JSON.parse(r.discounts) as Discount[]) : r.discounts,
    },
  };
}

export async function findFanProfiles(db: Queryable, ids: string[], tokenLink: (token: string) => string): Promise<FanProfile[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<FanRow>(`select ${COLUMNS} from fan_profiles where id = any($1) order by id`, [ids]);
  return rows.map((r) => toProfile(r, tokenLink));
}
