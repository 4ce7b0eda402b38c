/** One entry for the tag manager's dataLayer: an event, or a virtual page view. */
export type AnalyticsEntry =
  | { event: 'formEvent'; eventCode: string; eventAction: 'submit' | 'response'; status?: number; formName: string }
  | { event: 'virtualPageView'; pagePath: string }
  /** 001 §4, §7 Page_Load: an enrollment step's page, 1.5 s after the step changed. */
  | { event: 'Page_Load'; pagePath: string }
  /** 001 §4 an error on the verification hub: its type (where and what kind), the segment and the error codes. */
  | { event: 'formError'; errorType: string; formName: string; errorCodes: string[] }
  /** 001 §7 Link_Click: a call to action was followed (its label, and where it leads when it is a link). */
  | { event: 'Link_Click'; linkName: string; linkDestination?: string; pagePath: string }
  /** 002 §4 Signature hero: the FAN's category, 1 s after the personalised hero shows. */
  | { event: 'fanCategory'; fanCategoryId: string; pagePath: string };

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/**
 * 000 §7: analytics fire on submit, responses and page views but are not product behaviour. A push never throws
 * and never waits: a missing or broken dataLayer loses the entry, never the customer's flow.
 */
export function track(entry: AnalyticsEntry): void {
  try {
    const w = window as unknown as DataLayerWindow;
    if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
    w.dataLayer.push({ ...entry });
  } catch (error) {
    try {
      console.warn('analytics entry dropped', error);
    } catch {
      // Nothing more to do: analytics must not break the page.
    }
  }
}
