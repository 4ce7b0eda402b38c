import { useEffect, useState } from 'react';
import { AIO_SESSION_KEY } from '@carrier/shared/address-shopping';

/** 002 §2.6, §4 the all-in-one checkbox, kept in session storage as INTERNET_aioSessionData {isChecked}. */
export function useAllInOne(): [boolean, (checked: boolean) => void] {
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    try {
      const saved = JSON.parse(window.sessionStorage.getItem(AIO_SESSION_KEY) ?? 'null') as {
        isChecked?: unknown;
      } | null;
      if (saved?.isChecked === true) setChecked(true);
    } catch {
      // nothing kept, or storage refused: unticked
    }
  }, []);
  return [
    checked,
    (value: boolean) => {
      setChecked(value);
      try {
        window.sessionStorage.setItem(AIO_SESSION_KEY, JSON.stringify({ isChecked: value }));
      } catch {
        // storage refused: the box still works on this page
      }
    },
  ];
}
