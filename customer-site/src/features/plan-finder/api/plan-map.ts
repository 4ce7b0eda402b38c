import { DEFAULT_PLAN_MAP, PLAN_MAP_PATH, planMapSchema, type PlanMap } from '@carrier/shared/address-shopping';
import { requestJson } from '../../../api/http.ts';

/** 002 §7 the plan map; the built-in copy when the file cannot be loaded (or is not a plan map). */
export async function getPlanMap(): Promise<PlanMap> {
  const result = await requestJson(PLAN_MAP_PATH, {}, planMapSchema);
  return result.ok ? result.data : DEFAULT_PLAN_MAP;
}
