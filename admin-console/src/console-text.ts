import { MAX_FANS_PER_SEARCH } from '@carrier/shared/fan-tools';

/**
 * The console's own wording: labels the specifications imply but do not spell out (002 §2.4 lists the fields,
 * not their captions) and the sign-in screen. The specifications' texts themselves come from @carrier/shared.
 */
export const consoleText = {
  // Sign-in
  signInHeading: 'Sign in',
  userId: 'User ID',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  employeesOnly: 'This console is for employee accounts. Sign in with your employee user ID.',
  // A script chunk that could not be loaded (a newer release replaced it)
  chunkFailedHeading: 'This page could not be loaded',
  chunkFailedBody:
    'Part of the console could not be downloaded. A newer version may have been published while this page was open, or the connection dropped. Reload the page to continue.',
  reload: 'Reload the page',
  // Search
  search: 'Search',
  searchBy: 'Search by',
  // FAN information card
  status: 'Status',
  fanName: 'FAN name',
  fanFriendlyName: 'FAN friendly name',
  webStatus: 'Web status',
  reasonForChange: 'Reason for change',
  contractType: 'Contract type',
  agreementType: 'Agreement customization type',
  liabilityType: 'Liability type',
  affinityTags: 'Affinity tags',
  contactName: 'Name',
  contactEmail: 'Email',
  contactWorkPhone: 'Work phone',
  activationFeeWaiver: 'Activation fee waiver',
  upgradeFeeWaiver: 'Upgrade fee waiver',
  serviceDiscount: 'Service discount',
  accessoryDiscount: 'Accessory discount',
  // Token links card
  currentTokenLink: 'Current token link',
  // Values
  on: 'ON',
  off: 'OFF',
  yes: 'True',
  no: 'False',
  // Write controls and their modals (002 §2.4: 'their further content is not shown', so these words are ours)
  changeWebStatus: 'Change web status',
  turnWebStatus: (on: boolean) => `Turn web status ${on ? 'ON' : 'OFF'}`,
  webStatusQuestion: (fanId: string, on: boolean) => `Turn web status ${on ? 'ON' : 'OFF'} for FAN ${fanId}?`,
  tokenModalTitle: 'Generate a new token link',
  groupTokenModalTitle: 'Generate a new group token',
  tokenWarning:
    'This cannot be undone. The current link stops working at once: anyone who opens it will be turned away, and only the new link works.',
  generate: 'Generate',
  reasonHint: 'Required, up to 150 characters.',
  changeSplashPage: 'Change splash page',
  turnSplashPage: (on: boolean) => `Turn splash page ${on ? 'ON' : 'OFF'}`,
  splashPageStatus: 'Splash page status',
  splashPageView: 'Splash page view',
  changeView: 'Change splash page view',
  viewTarget: (isList: boolean) => `It will show ${isList ? 'List view' : 'Search view'}.`,
  switchView: 'Switch view',
  currentGroupTokenLink: 'Current group token link',
  removeFan: (fanId: string) => `Remove FAN ${fanId} from group`,
  fanList: (groupId: string) => `FANs in group ${groupId}`,
  searchInGroupButton: 'Search FANs in group',
  showingFans: (shown: number, total: number) => `Showing ${shown} of ${total} FANs`,
  noFans: 'No FANs in this group.',
  // Add FANs to group
  addFansTitle: (groupId: string) => `Add FANs to group ${groupId}`,
  fanIdsField: 'FAN IDs',
  fanIdsHint: `Up to ${MAX_FANS_PER_SEARCH} FAN IDs, separated by spaces or commas.`,
  findFans: 'Find FANs',
  fansFound: 'FANs found',
  onlyActiveSelectable: 'Only Active FANs can be added.',
  selectedCount: (n: number) => `${n} selected`,
  newGroupCreated: (groupId: string) => `Group ${groupId} was created.`,
  // Activity timeline (audit trail)
  activity: 'Activity',
  activityLoading: 'Loading activity…',
  activityEmpty: 'No changes recorded yet.',
  activityFailed: 'The activity could not be loaded.',
  activityBy: 'By',
  // Results
  resultsCount: (n: number) => (n === 1 ? '1 group found' : `${n} groups found`),
  // Resources: the FAN, group and audit event lists and records
  fans: 'FANs',
  groups: 'Groups',
  auditEvents: 'Audit events',
  fanId: 'FAN ID',
  fanTitle: (fanId: string) => `FAN ${fanId}`,
  groupTitle: (groupId: string) => `Group ${groupId}`,
  searchFans: 'Search by FAN ID or name',
  searchGroups: 'Search by Group ID',
  fanCount: 'FANs',
  tokenLink: 'Token link',
  groupsOfFan: 'Groups of this FAN',
  membersOfGroup: 'FANs in this group',
  noGroups: 'This FAN is in no group.',
  when: 'When',
  what: 'What',
  subjectType: 'FAN or group',
  subjectId: 'FAN or group ID',
  subjectFan: 'FAN',
  subjectGroup: 'Group',
  // Footer (002 §2.3, §2.4: a copyright line with the current year)
  copyright: (year: number) => `© ${year} Carrier. All rights reserved.`,
} as const;
