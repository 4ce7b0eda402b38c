/** 000 §7, 001 §7: the enrollment helper calls; the sales variants by the gateway's flag. */
export function signatureEnrollmentPath(call: string, sales: boolean): string {
  return `/msapi/${sales ? 'sales/' : ''}signatureenrollmentms/v1/${call}`;
}
