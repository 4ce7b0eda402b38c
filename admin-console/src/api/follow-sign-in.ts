/**
 * 002 §6, §7: the session ended. The browser goes to the sign-in Location the gateway named, or reloads the page
 * without one (the reload meets the sign-in check). Every read, write and upload of the console ends here.
 */
export function followSignIn(location: string | null): void {
  if (location) window.location.assign(location);
  else window.location.reload();
}
