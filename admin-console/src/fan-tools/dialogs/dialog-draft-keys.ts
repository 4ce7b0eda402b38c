/**
 * The key the text typed in each dialog is kept under over a sign-in (drafts.ts): one per change and subject, so the
 * dialog reopens on the card it belongs to and nowhere else.
 */
export const dialogDraftKeys = {
  fanWebStatus: (fanId: string) => `dialog:fan-web-status:${fanId}`,
  /** `subject` as the token dialog names it: 'FAN 00012345' or 'Group ID GRP10001'. */
  token: (subject: string) => `dialog:token:${subject}`,
  splashPage: (groupId: string) => `dialog:splash-page:${groupId}`,
  addFans: (groupId: string) => `dialog:add-fans:${groupId}`,
  createGroup: 'dialog:create-group',
} as const;
