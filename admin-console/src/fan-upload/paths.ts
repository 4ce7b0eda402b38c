/** 002 §2.9 names two pages, 'Fan upload' and 'Fan Automation Form': the console answers both paths with one page. */
export const FAN_UPLOAD_PATHS = ['/fan-upload', '/fan-automation-form'] as const;
