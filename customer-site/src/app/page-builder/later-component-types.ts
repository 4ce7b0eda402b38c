/** 002 §2.11 types a later issue builds; until then the registry places a placeholder for each. */
export const LATER_COMPONENT_TYPES = [
  'emailCapture', 'callToOrder', 'deviceCompare', 'portEligibility', 'productCardPanel', 'verificationPanel',
  'featuredProduct', 'mediaOverlay', 'planToggle', 'filmstrip', 'cardShuffle', 'storyStack', 'offset', 'videoCarousel',
  'planCards', 'planCalculator', 'inCarWifiPanel', 'signatureMultiFanLander', 'signatureFanProfileTool', 'signatureVerify',
  'enrollForm', 'hubForm', 'fanAutomationForm', 'escalationForm', 'curbsidePickup',
  'signatureProgramPanel', 'nutritionLabelPanel', 'micrositesHeader', 'safeConnect', 'moversPage', 'convergedPanel',
  'iptvForm', 'broadbandFactsDownloadPanel', 'accessVerifyForm', 'homeBroadbandPanel', 'rotating1Up',
] as const;
