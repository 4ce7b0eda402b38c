import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What an employee typed survives a session that ends mid-action: when the console sends the browser to sign in,
 * every field that registered here is saved (sessionStorage, this tab only, with the page it was on), and after
 * sign-in the same page takes its fields back once. Nothing is kept for another page or another tab. Besides the
 * fields, a page may keep what it showed (the tool: the results on screen) and a dialog the text typed in it, so the
 * employee returns to the same screen with the dialog reopened; a successful write forgets what was kept.
 */
const STORAGE_KEY = 'console-drafts';

interface SavedDrafts {
  path: string;
  values: Record<string, string>;
}

const live = new Map<string, () => string>();

const here = () => `${window.location.pathname}${window.location.search}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Saves every registered field's value for the page now open; called just before the browser goes to sign in. */
export function saveDrafts(): void {
  const values: Record<string, string> = {};
  for (const [key, read] of live) {
    const value = read();
    if (value) values[key] = value;
  }
  if (Object.keys(values).length === 0) return;
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ path: here(), values } satisfies SavedDrafts));
}

function readSaved(): SavedDrafts | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as SavedDrafts | null;
    return parsed && typeof parsed.path === 'string' && typeof parsed.values === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** The value saved for `key` on this page, once: it is forgotten as it is taken. */
export function takeDraft(key: string): string | null {
  const saved = readSaved();
  if (!saved || saved.path !== here()) return null;
  const value = saved.values[key];
  if (typeof value !== 'string') return null;
  delete saved.values[key];
  if (Object.keys(saved.values).length === 0) storage()?.removeItem(STORAGE_KEY);
  else storage()?.setItem(STORAGE_KEY, JSON.stringify(saved));
  return value;
}

/** Forgets everything kept for after sign-in: a write went through, or the page took back what it wanted. */
export function clearDrafts(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/** Keeps `value` under `key` while the component is on screen: saved if the session ends (an empty value is not). */
export function useKeepForSignIn(key: string, value: string): void {
  const current = useRef(value);
  current.current = value;
  useEffect(() => {
    live.set(key, () => current.current);
    return () => {
      live.delete(key);
    };
  }, [key]);
}

/** useState for a typed field whose value is saved when the session ends and given back after sign-in. */
export function useDraftState<T extends string>(
  key: string,
  initial: T,
  accept: (value: string) => value is T = (value): value is T => typeof value === 'string',
) {
  const [value, setValue] = useState<T>(() => {
    const saved = takeDraft(key);
    return saved !== null && accept(saved) ? saved : initial;
  });
  useKeepForSignIn(key, value);
  return [value, setValue] as const;
}

/**
 * The text a dialog held when the session ended, taken as the dialog's owner first renders: the owner reopens the
 * dialog with it (its field is a useDraftState of the same key) and forgets it once the dialog closes, so a later
 * opening starts empty.
 */
export function useDialogDraft(key: string): { restored: string | null; forget: () => void } {
  const [restored, setRestored] = useState(() => takeDraft(key));
  const forget = useCallback(() => setRestored(null), []);
  return { restored, forget };
}
