import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { OrgSearchResult, Segment } from '@carrier/shared/discount-program';
import { searchOrganisations } from '../api/org-search.ts';

export interface OrgTypeaheadProps {
  id: string;
  label: string;
  hint: string;
  noOptionsText: string;
  segment: Segment;
  source: string;
  sales: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  inputRef: React.Ref<HTMLInputElement>;
}

const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

/**
 * 001 §5 the organisation type-ahead: a lookup by the typed text (orgSearch by segment and text). The customer may
 * also keep what they typed: the eligibility check compares the name, not an id.
 */
export function OrgTypeahead(props: OrgTypeaheadProps) {
  const { segment, source, sales, value } = props;
  const [options, setOptions] = useState<OrgSearchResult[]>([]);

  useEffect(() => {
    const text = value.trim();
    if (text.length < MIN_CHARS) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchOrganisations({ segment, orgName: text.slice(0, 100), source }, sales, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setOptions(result.ok ? result.data : []);
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [segment, source, sales, value]);

  return (
    <Autocomplete
      freeSolo
      id={props.id}
      options={options.map((o) => o.orgName)}
      filterOptions={(x) => x}
      inputValue={value}
      onInputChange={(_e, next) => props.onChange(next)}
      noOptionsText={props.noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={props.inputRef}
          label={props.label}
          required
          onBlur={props.onBlur}
          error={!!props.error}
          helperText={props.error ?? props.hint}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: 200 },
          }}
        />
      )}
    />
  );
}
