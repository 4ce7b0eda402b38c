/** Sends the browser to an address (a FAN's token link, which opens with a full page load). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
