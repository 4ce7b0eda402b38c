import { specTexts } from '../core/spec-text.ts';
/**
 * 000 §5, §8: the self-service forms' default wording. The specification gives the waiver's selection message
 * character for character; every other message "comes from content" (the page data overrides each one by key), so
 * the defaults below are ours, written in the same plain style.
 */
export const WAIVER_TEXT = specTexts({
  // 000 §5 (the specification's text, spelling included)
  selectAtLeastOne: 'Please select atleast one service to proceed',
  // Ours: defaults for the content keys of §8
  submitFailureMsg: 'We could not submit your request. Please try again later.',
  errorBannerCopy: 'We could not load your services. Please try again later.',
  noServiceMsg: 'There are no services on your account that this form can change.',
} as const);

/** 000 §5, §8: the military form's validation messages (content keys in brackets), ours by default. */
export const MILITARY_TEXT = specTexts({
  // Step 1
  dependentInfo: 'Select at least one line to continue.', // [dependentInfoError]
  restoreDate: 'Choose a restore date within the allowed range.', // [restoreDateError]
  // Step 2
  imei: 'Enter the 15-digit IMEI number of the device.', // [imeiError]
  // Step 3 (§8: name, relocationLength, cancelRequestDate, orderIssueDate, serviceOrganization, relocationArea, upload)
  name: 'Enter the service member’s name.',
  relocationLength: 'Enter the length of the relocation in months.',
  cancelRequestDate: 'Choose a cancellation date within the allowed range.',
  orderIssueDate: 'Choose the date the orders were issued (from 1 January 2000).',
  serviceOrganization: 'Choose the service organization.',
  relocationArea: 'Choose the relocation area.',
  upload: 'Upload a copy of the deployment orders.',
  uploadSize: 'The file is too large. Upload a file of 5 MB or less.',
  uploadType: 'This file type is not accepted. Upload a PDF, JPEG, PNG, DOC, DOCX, RTF, TXT, BMP, GIF or ZIP file.',
  // Ours: an empty file cannot be a copy of the orders
  uploadEmpty: 'The file is empty. Upload a copy of the deployment orders.',
  // Ours: a ZIP or Word file whose contents cannot be accepted (checked by the gateway after it is sent)
  uploadArchive:
    'We cannot accept this ZIP or Word file: it unpacks too large, holds too many files, is protected with a password, or holds a file or content we do not accept. Upload the orders as a PDF or an image instead.',
  // Step 4
  reviewInfoCheckbox: 'Confirm that you have reviewed the information.', // [reviewCheckboxError]
  termsCheckbox: 'Accept the terms and conditions to continue.', // [termsCheckboxError]
  termsUnreadCheckbox: 'Read the terms and conditions, then accept them to continue.', // [termsUnreadCheckboxError]
  submitFormErrorMsg: 'We could not submit your request. Please try again.',
  // Ours: the gateway's refusals that a browser following the rules never sees
  emailAddress: 'Enter a valid email address.',
  requestType: 'The request type must be restore or cancel.',
  notYourAccount: 'That account or line is not on your profile.',
  lineNotEligible: 'One or more of the chosen lines cannot be changed with this form.',
  lineChoice: 'Each line to cancel must be either held or terminated.',
  invalidRequest: 'The request is not valid.',
} as const);

export type WaiverTextKey = keyof typeof WAIVER_TEXT;
export type MilitaryTextKey = keyof typeof MILITARY_TEXT;
export type MilitaryMessages = { [K in MilitaryTextKey]: string };
