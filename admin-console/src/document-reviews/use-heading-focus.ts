import { useEffect, useRef } from 'react';

/** A new view's heading takes the focus once it shows, so a screen reader starts reading there. */
export function useHeadingFocus<T extends HTMLElement>(ready = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ready) ref.current?.focus();
  }, [ready]);
  return ref;
}
