import { useCallback, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { SearchIdMode } from '@carrier/shared/fan-tools';
import { blocksKey, cleanValue, pastedValue } from './search-input.ts';

/** Input handlers that keep a search field to its mode's characters on keydown, paste and any other change. */
export function useSearchInputHandlers(mode: SearchIdMode, setValue: (value: string) => void, maxLength?: number) {
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (blocksKey(event, mode)) event.preventDefault();
    },
    [mode],
  );

  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLInputElement>) => {
      event.preventDefault();
      const input = event.currentTarget;
      const next = pastedValue(
        input.value,
        { start: input.selectionStart ?? input.value.length, end: input.selectionEnd ?? input.value.length },
        event.clipboardData.getData('text'),
        mode,
        maxLength,
      );
      setValue(next.value);
      requestAnimationFrame(() => input.setSelectionRange(next.caret, next.caret));
    },
    [mode, maxLength, setValue],
  );

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => setValue(cleanValue(event.target.value, mode, maxLength)),
    [mode, maxLength, setValue],
  );

  return { onKeyDown, onPaste, onChange };
}
