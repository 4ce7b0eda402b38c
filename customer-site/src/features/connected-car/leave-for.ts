/** Sends the browser to the carmaker's own site (002 §4: the redirect table's address, [vin] replaced). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
