/**
 * 000 §9 analytics event codes and 000 §2 virtual page-view paths of the self-service forms. Analytics is not
 * product behaviour: these names only label what the dataLayer receives.
 */
export const AnalyticsEvents = {
  waiverSubmit: 'UF_Waiver_Request_Submit',
  militaryCancelSubmit: 'UF_Military_Cancel_Service_Submit',
  militaryRestoreSubmit: 'UF_Military_Restore_Service_Submit',
  /** 000 §2: the military form's base paths; its steps and success page sit under them. */
  militaryBasePath: { cancel: '/military-cancel-service', restore: '/military-restore-service' },
  militaryStepPath: ['', 'hold-unlock-options', 'member-info', 'review-terms', 'success'],
} as const;
