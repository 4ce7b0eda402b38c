import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { FORM_LIMITS, FORM_TIMINGS, type FormField, type Organisation } from '@carrier/shared/forms';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { searchOrganisations } from './api/search-organisations.ts';
import { useFormField } from './use-form-field.ts';
import { useGenericFormContext } from './use-generic-form-context.ts';
import { useGenericFormText } from './use-generic-form-text.ts';

/**
 * 002 §2.10, §4 type-ahead search, as the ARIA 1.2 combobox pattern: a list of at most 250 px that scrolls, arrow
 * keys move, Enter chooses, Escape closes, Tab leaves, a clear button resets; valid only when a suggestion is chosen.
 */
export function TypeAheadField({ field }: { field: FormField }) {
  const { inputId, text: value, error, required, onChange, onBlur } = useFormField(field);
  const text = useGenericFormText();
  // 002 §3: the field's own search URL, else the form's.
  const { definition } = useGenericFormContext();
  const apiUrl = field.apiUrl ?? definition.typeAheadSearchApiUrl ?? '';
  const listId = useId();
  const [results, setResults] = useState<Organisation[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Debounced search (100 ms) for what was typed; a newer keystroke cancels the older request.
  useEffect(() => {
    if (query === null || query.trim() === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchOrganisations(apiUrl, query.trim(), controller.signal).then((found) => {
        if (controller.signal.aborted) return;
        setResults(found);
        setActive(-1);
        setOpen(true);
      });
    }, FORM_TIMINGS.organisationSearchDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, apiUrl]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // Text typed before the page's scripts ran (the form adopts it as the field's value): while the customer is still
  // in the field, search it as if just typed, so the suggestions appear once the page is ready.
  useEffect(() => {
    const input = inputRef.current;
    if (input && input === document.activeElement && input.value.trim() !== '') setQuery(input.value);
  }, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (org: Organisation) => {
    onChange(org.orgName, true);
    setResults([]);
    setQuery(null);
    close();
  };
  const clear = () => {
    onChange('', false);
    setResults([]);
    setQuery(null);
    close();
    inputRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open && count > 0) setOpen(true);
      setActive((i) => (count === 0 ? -1 : (i + 1) % count));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open && count > 0) setOpen(true);
      setActive((i) => (count === 0 ? -1 : i <= 0 ? count - 1 : i - 1));
    } else if (e.key === 'Enter') {
      if (open && active >= 0 && results[active]) {
        e.preventDefault();
        choose(results[active]);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        close();
      }
    } else if (e.key === 'Tab') {
      close();
    }
  };

  // Keep the active option in view inside the scrolling list.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const expanded = open && results.length > 0;
  const helperId = `${inputId}-helper`;
  const statusText =
    open && query ? (results.length > 0 ? text.typeaheadResults(results.length) : text.typeaheadNoResults) : '';

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        id={inputId}
        inputRef={inputRef}
        label={field.text}
        value={value}
        required={required}
        fullWidth
        placeholder={field.placeHolder}
        disabled={field.disabled}
        error={Boolean(error)}
        helperText={error ?? field.toolTip}
        autoComplete="off"
        onChange={(e) => {
          onChange(e.target.value, false);
          setQuery(e.target.value);
          if (e.target.value.trim() === '') {
            setResults([]);
            close();
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // 002 §9 blur delay: a click on a suggestion lands before the list closes.
          blurTimer.current = setTimeout(() => {
            close();
            onBlur();
          }, FORM_TIMINGS.blurDelayMs);
        }}
        onFocus={() => clearTimeout(blurTimer.current)}
        slotProps={{
          formHelperText: { id: helperId },
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
            'aria-describedby': (error ?? field.toolTip) ? helperId : undefined,
            'aria-invalid': Boolean(error),
            maxLength: 100,
          },
          input: {
            endAdornment: value ? (
              <IconButton aria-label={text.typeaheadClear} onClick={clear} edge="end" size="small">
                <Box component="span" aria-hidden sx={{ fontSize: '1.25rem', lineHeight: 1 }}>
                  ×
                </Box>
              </IconButton>
            ) : undefined,
          },
        }}
      />
      <Box
        component="ul"
        id={listId}
        role="listbox"
        aria-label={field.text ?? field.id}
        hidden={!expanded}
        sx={{
          position: 'absolute',
          zIndex: 10,
          left: 0,
          right: 0,
          top: '3.5rem',
          m: 0,
          p: 0,
          listStyle: 'none',
          maxHeight: FORM_LIMITS.suggestionsMaxHeightPx,
          overflowY: 'auto',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'grey.500',
          borderRadius: 1,
          boxShadow: 3,
        }}
      >
        {expanded &&
          results.map((org, i) => (
            <Box
              component="li"
              key={org.orgId}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(org)}
              sx={{
                px: 2,
                py: 1,
                cursor: 'pointer',
                bgcolor: i === active ? 'primary.main' : undefined,
                color: i === active ? 'primary.contrastText' : undefined,
                '&:hover': { bgcolor: i === active ? 'primary.main' : 'grey.100' },
              }}
            >
              {org.orgName}
            </Box>
          ))}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {statusText}
      </Box>
    </Box>
  );
}
