import { saveDrafts } from './drafts.ts';

/**
 * 002 §6, §7: the session ended. What the employee typed is saved for the same page after sign-in (drafts.ts). The browser goes to the sign-in Location the gateway named, or reloads the page
 * without one (the reload meets the sign-in check). Every read, write and upload of the console ends here.
 */
export function followSignIn(location: string | null): void {
  saveDrafts();
  if (location) window.location.assign(location);
  else window.location.reload();
}
