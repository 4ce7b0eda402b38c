import type { GroupDetails } from '@carrier/shared/fan-tools';

/**
 * One group card's state (002 §4): the splash page on/off with its reason, the view (List or Search; the radio
 * shows a requested view until the change is confirmed and saved, and reverts when it is cancelled or fails), the
 * token, the FAN being removed (one at a time), which modal is open and which sections are expanded. `version`
 * counts the changes made here, so an open activity timeline reloads.
 */
export type GroupDialog = 'none' | 'splash' | 'view' | 'delete' | 'addFans';
export type GroupSection = 'management' | 'fans';

export interface GroupCardState {
  isWebEnabled: boolean;
  webStatusReason: string | null;
  isList: boolean;
  requestedIsList: boolean | null;
  token: string | null;
  /** The link the last token generation returned; until then the link is built from the token. */
  tokenLink: string | null;
  tokenGenerationDate: string | null;
  removingFanId: string | null;
  dialog: GroupDialog;
  expanded: Record<GroupSection, boolean>;
  version: number;
}

export type GroupCardAction =
  | { type: 'synced'; group: GroupDetails }
  | { type: 'dialogOpened'; dialog: Exclude<GroupDialog, 'none' | 'view'> }
  | { type: 'dialogClosed' }
  | { type: 'viewRequested'; isList: boolean }
  | { type: 'viewSaved'; isList: boolean }
  | { type: 'viewFailed' }
  | { type: 'splashSaved'; isWebEnabled: boolean; reason: string }
  | { type: 'splashFailed' }
  | { type: 'tokenGenerated'; token: string; tokenLink: string; timeStamp: string }
  | { type: 'removeStarted'; fanId: string }
  | { type: 'removeFinished' }
  | { type: 'fansAdded' }
  | { type: 'sectionToggled'; section: GroupSection; expanded: boolean };

export function initialGroupCardState(group: GroupDetails): GroupCardState {
  return {
    isWebEnabled: group.isWebEnabled,
    webStatusReason: group.webStatusReason ?? null,
    isList: group.isList,
    requestedIsList: null,
    token: group.token,
    tokenLink: null,
    tokenGenerationDate: group.tokenGenerationDate,
    removingFanId: null,
    dialog: 'none',
    expanded: { management: false, fans: false },
    version: 0,
  };
}

const changed = (state: GroupCardState, next: Partial<GroupCardState>): GroupCardState => ({
  ...state,
  ...next,
  version: state.version + 1,
});

export function groupCardReducer(state: GroupCardState, action: GroupCardAction): GroupCardState {
  switch (action.type) {
    case 'synced': {
      const { group } = action;
      return {
        ...state,
        isWebEnabled: group.isWebEnabled,
        webStatusReason: group.webStatusReason ?? state.webStatusReason,
        isList: group.isList,
        token: group.token,
        tokenLink: group.token === state.token ? state.tokenLink : null,
        tokenGenerationDate: group.tokenGenerationDate,
      };
    }
    case 'dialogOpened':
      return { ...state, dialog: action.dialog };
    case 'dialogClosed':
      return { ...state, dialog: 'none', requestedIsList: null };
    case 'viewRequested':
      if (action.isList === state.isList || state.dialog !== 'none') return state;
      return { ...state, requestedIsList: action.isList, dialog: 'view' };
    case 'viewSaved':
      return changed(state, { isList: action.isList, requestedIsList: null, dialog: 'none' });
    case 'viewFailed':
      // 002 §4: on API failure the radio reverts.
      return { ...state, requestedIsList: null, dialog: 'none' };
    case 'splashSaved':
      return changed(state, { isWebEnabled: action.isWebEnabled, webStatusReason: action.reason, dialog: 'none' });
    case 'splashFailed':
      // 002 §8: a failed splash change is swallowed; the modal closes and the switch stays as it was.
      return { ...state, dialog: 'none' };
    case 'tokenGenerated':
      return changed(state, {
        token: action.token,
        tokenLink: action.tokenLink,
        tokenGenerationDate: action.timeStamp,
      });
    case 'removeStarted':
      // 002 §4: one removal at a time.
      return state.removingFanId === null ? { ...state, removingFanId: action.fanId } : state;
    case 'removeFinished':
      return changed(state, { removingFanId: null });
    case 'fansAdded':
      // 002 §4: after adding, the group's FAN list opens.
      return changed(state, { dialog: 'none', expanded: { ...state.expanded, fans: true } });
    case 'sectionToggled':
      return { ...state, expanded: { ...state.expanded, [action.section]: action.expanded } };
  }
}

/** The view the radio shows: the one asked for while it waits, else the saved one. */
export const shownIsList = (state: GroupCardState) => state.requestedIsList ?? state.isList;

/** 002 §4: removing is disabled when the group has fewer than 2 FANs, or while another removal runs. */
export const canRemoveFans = (state: GroupCardState, fanCount: number) => fanCount >= 2 && state.removingFanId === null;
