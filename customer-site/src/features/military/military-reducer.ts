import type { MilitaryRequestType, ServiceMemberInfo } from '@carrier/shared/self-service';

/** Step 2's choice for one line to cancel: hold the number (else terminate it), and unlock the device with its IMEI. */
export interface LineChoice {
  ctn: string;
  hold: boolean;
  unlock: boolean;
  imeiNumber: string;
}

/** What each completed step holds. Step indexes: 0 lines, 1 hold/unlock, 2 service member, 3 review, 4 confirmation. */
export interface MilitaryData {
  lines?: { numbers: string[]; restoreServiceDate: string };
  holdUnlock?: { choices: LineChoice[] };
  member?: { info: ServiceMemberInfo; file: File };
}

/** The message keys of a refused file (000 §8 upload texts). */
export type FileProblem = 'uploadType' | 'uploadArchive' | 'uploadEmpty' | 'uploadSize';

export interface MilitaryState {
  requestType: MilitaryRequestType;
  activeStep: number;
  data: MilitaryData;
  submitting: boolean;
  /** 000 §8: the dismissible submitFormErrorMsg alert on the review step. */
  submitError: boolean;
  /**
   * Why the gateway refused the deployment orders, when it did (it judges a file by its content, which the browser
   * cannot): said beside submitFormErrorMsg, so the customer knows to change the file (the member step's Edit).
   */
  fileProblem: FileProblem | null;
  /** Too many sends in a short time: what the alert says instead, in the page's language. */
  throttleText: string | null;
  /** The submission key went with a different request earlier in this visit: nothing was stored. */
  keyReused: boolean;
  /** The confirmation's reference, when the answer carried one. */
  receipt: { reference: string; alreadyReceived: boolean } | null;
}

export type MilitaryAction =
  | { type: 'linesDone'; numbers: string[]; restoreServiceDate: string }
  | { type: 'holdUnlockDone'; choices: LineChoice[] }
  | { type: 'memberDone'; info: ServiceMemberInfo; file: File }
  | { type: 'edit'; step: number }
  | { type: 'submit' }
  | {
      type: 'submitted';
      accepted: boolean;
      keyReused?: boolean;
      fileProblem?: FileProblem | null;
      throttleText?: string;
      receipt?: MilitaryState['receipt'];
    }
  | { type: 'dismissError' }
  | { type: 'startNew' };

export const REVIEW_STEP = 3;
export const CONFIRMATION_STEP = 4;

/** 000 §2: cancel walks steps 0–3; restore goes from step 0 straight to the review (3). */
export function stepsOf(requestType: MilitaryRequestType): number[] {
  return requestType === 'cancel' ? [0, 1, 2, 3] : [0, 3];
}

export function initialMilitaryState(requestType: MilitaryRequestType): MilitaryState {
  return {
    requestType,
    activeStep: 0,
    data: {},
    submitting: false,
    submitError: false,
    fileProblem: null,
    throttleText: null,
    keyReused: false,
    receipt: null,
  };
}

const DATA_KEY_OF_STEP: Record<number, keyof MilitaryData> = { 0: 'lines', 1: 'holdUnlock', 2: 'member' };

/** 000 §4: editing a step makes it active again and discards every later step's answers. */
function truncateAfter(data: MilitaryData, step: number): MilitaryData {
  const kept: MilitaryData = {};
  for (const [s, key] of Object.entries(DATA_KEY_OF_STEP)) {
    if (Number(s) <= step && data[key]) Object.assign(kept, { [key]: data[key] });
  }
  return kept;
}

function next(state: MilitaryState, from: number, data: MilitaryData): MilitaryState {
  if (state.activeStep !== from) return state;
  const steps = stepsOf(state.requestType);
  const to = steps[steps.indexOf(from) + 1] ?? REVIEW_STEP;
  return { ...state, activeStep: to, data, submitError: false };
}

export function militaryReducer(state: MilitaryState, action: MilitaryAction): MilitaryState {
  switch (action.type) {
    case 'linesDone':
      return next(state, 0, {
        ...state.data,
        lines: { numbers: action.numbers, restoreServiceDate: action.restoreServiceDate },
      });
    case 'holdUnlockDone':
      return state.requestType === 'cancel'
        ? next(state, 1, { ...state.data, holdUnlock: { choices: action.choices } })
        : state;
    case 'memberDone':
      return state.requestType === 'cancel'
        ? next(state, 2, { ...state.data, member: { info: action.info, file: action.file } })
        : state;
    case 'edit':
      if (state.submitting || state.activeStep >= CONFIRMATION_STEP || action.step >= state.activeStep) return state;
      if (!stepsOf(state.requestType).includes(action.step)) return state;
      return { ...state, activeStep: action.step, data: truncateAfter(state.data, action.step), submitError: false };
    case 'submit':
      if (state.activeStep !== REVIEW_STEP || state.submitting) return state;
      return {
        ...state,
        submitting: true,
        submitError: false,
        fileProblem: null,
        throttleText: null,
        keyReused: false,
      };
    case 'submitted':
      if (!state.submitting) return state;
      if (action.accepted)
        return { ...state, submitting: false, activeStep: CONFIRMATION_STEP, receipt: action.receipt ?? null };
      return action.keyReused
        ? { ...state, submitting: false, keyReused: true }
        : {
            ...state,
            submitting: false,
            submitError: true,
            fileProblem: action.fileProblem ?? null,
            throttleText: action.throttleText ?? null,
          };
    case 'dismissError':
      return { ...state, submitError: false, fileProblem: null, throttleText: null };
    case 'startNew':
      // a new request from the confirmation: the steps from the start, empty
      return state.activeStep === CONFIRMATION_STEP ? initialMilitaryState(state.requestType) : state;
  }
}
