/** 002 §9 timing and limits of the generic form engine. */
export const FORM_TIMINGS = {
  /** Text validation runs this long after typing stops. */
  textDebounceMs: 1000,
  phoneDebounceMs: 500,
  organisationSearchDebounceMs: 100,
  blurDelayMs: 300,
} as const;

export const FORM_LIMITS = {
  /** Characters per formdata string and how many there are (formdata … formdata5). */
  chunkSize: 200,
  chunks: 5,
  /** The fifth formdata string holds whatever is left, up to this many characters. */
  lastChunkSize: 20_000,
  /** A value field without a maxLength of its own holds at most this many characters (a text area more). */
  fieldChars: 500,
  phoneChars: 20,
  textAreaChars: 4000,
  /** A whole submission's text, either form type: what formdata … formdata5 carry (4 × 200 + 20,000). */
  submissionChars: 4 * 200 + 20_000,
  /**
   * The largest body the submit route reads: the largest legal submission at 3 bytes a character (UTF-8 of any
   * character a form field holds), with room for 200 property names, CommonData and source. Larger is refused unread.
   */
  bodyBytes: 128 * 1024,
  suggestionsMaxHeightPx: 250,
  /** Minimum form widths, desktop / tablet / mobile (002 §2.10). */
  minWidthPx: { desktop: 900, tablet: 700, mobile: 300 },
  /** Below this the form uses mobileRow order (002 §9: 768 px); tablet up to 1025 px. */
  mobileBreakpointPx: 768,
  tabletBreakpointPx: 1025,
} as const;

/** 002 §7: CommonData.AppName of every generic form submission; 002 §9 the retailer success code. */
export const COMMON_SERVICES_APP_NAME = 'CommonServices';
export const RETAILER_SUCCESS_CODE = 'S0000';
/** 002 §7: the requested-by header the form engine sends. */
export const REQUESTED_BY_HEADER = 'x-requested-by';
export const REQUESTED_BY_VALUE = 'generic-form-engine';
