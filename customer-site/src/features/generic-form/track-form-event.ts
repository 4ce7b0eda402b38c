/**
 * 002 §7: analytics events (form submit, form response, failures) are fired but are not product behaviour: they
 * go out as a DOM event that an analytics tag may listen for.
 */
export function trackFormEvent(event: string, eventCode: string, formName: string): void {
  window.dispatchEvent(new CustomEvent('carrier:analytics', { detail: { event, eventCode, formName } }));
}
