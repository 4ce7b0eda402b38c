import { decoderResponseSchema, decoderUrl, readVinResult, type VinResult } from '@carrier/shared/connected-car';
import { requestJson, type ApiResult } from '../../../api/http.ts';

/** 002 §7 GET {decoder base}{vin}?format=json: the government decoder's Results, read as a VIN result. */
export async function decodeVin(base: string, vin: string): Promise<ApiResult<VinResult>> {
  const result = await requestJson(decoderUrl(base, vin), {}, decoderResponseSchema);
  return result.ok ? { ok: true, data: readVinResult(result.data) } : result;
}
