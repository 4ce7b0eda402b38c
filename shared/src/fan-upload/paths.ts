/** 002 §7: /msapi/sales/fanprofile/v1/ with the fan profile cloud API flag on, /msapi/fanprofile/v1/ with it off. */
export const FAN_UPLOAD_PREFIXES = {
  cloud: '/msapi/sales/fanprofile/v1/',
  onPremises: '/msapi/fanprofile/v1/',
} as const;

export function fanUploadPath(cloudApi: boolean): string {
  return `${cloudApi ? FAN_UPLOAD_PREFIXES.cloud : FAN_UPLOAD_PREFIXES.onPremises}uploadfandetails`;
}

/** The template workbook: GET {prefix}uploadfandetails/template. */
export function fanUploadTemplatePath(cloudApi: boolean): string {
  return `${fanUploadPath(cloudApi)}/template`;
}
