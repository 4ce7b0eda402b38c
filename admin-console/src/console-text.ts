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
  // Footer (002 §2.3, §2.4: a copyright line with the current year)
  copyright: (year: number) => `© ${year} Carrier. All rights reserved.`,
} as const;
