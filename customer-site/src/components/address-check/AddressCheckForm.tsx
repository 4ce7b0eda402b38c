import { useEffect, useRef, useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADDRESS_LIMITS,
  type AddressCandidate,
  type AddressCheck,
  type AddressSuggestion,
  type AddressTexts,
} from '@carrier/shared/address-shopping';
import { checkAddress, keepValidatedAddress, searchAddresses } from '../../api/address-check.ts';
import { useHydrated } from '../../site/hydration/use-hydrated.ts';
import { useSubmitButton } from '../../site/hydration/use-submit-button.ts';
import { AddressMatchDialog, type MatchDialogKind } from './AddressMatchDialog.tsx';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * 002 §2.1, §2.6, §4 the shared address check: a type-ahead over the address table (or the address typed in
 * full) and an optional unit, then the check (spinner). SUCCESS goes to the page (onChecked) after the validated
 * address is kept (001 §3 CAValidationInfo); close match, MDU and existing service open their modal (closing
 * returns to the form); no match stops the spinner with a note under the field; a failed call goes to onFailed.
 */
export function AddressCheckForm({
  texts,
  idPrefix,
  pending = null,
  onChecked,
  onFailed,
}: {
  texts: AddressTexts;
  idPrefix: string;
  /** a check made before the form showed (from the page's address) whose dialog opens over the form */
  pending?: AddressCheck | null;
  onChecked: (check: AddressCheck) => void;
  onFailed: () => void;
}) {
  // Until the page's scripts run the form, the fields are read-only and the button is a plain one whose click is
  // replayed then: the form looks the same before and after, so nothing fades from a disabled grey as the page loads.
  const hydrated = useHydrated();
  const submitButton = useSubmitButton();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<AddressSuggestion | null>(null);
  const [unit, setUnit] = useState('');
  const [options, setOptions] = useState<AddressSuggestion[]>([]);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{
    kind: MatchDialogKind;
    candidates: AddressCandidate[];
    address: string | null;
  } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (pending && pending.status !== 'SUCCESS' && pending.status !== 'NOMATCH')
      setDialog({
        kind: pending.status,
        candidates: pending.candidates,
        address: pending.validAddress?.fullAddress ?? null,
      });
  }, [pending]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted.length < 2 || chosen?.fullAddress === text) return;
    let live = true;
    const timer = setTimeout(() => {
      void searchAddresses(wanted).then((found) => live && setOptions(found));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, chosen]);

  async function run(query: Parameters<typeof checkAddress>[0]) {
    setBusy(true);
    setFieldError(null);
    const result = await checkAddress(query);
    setBusy(false);
    if (!result.ok) return onFailed();
    const check = result.data;
    switch (check.status) {
      case 'SUCCESS':
        keepValidatedAddress(check);
        return onChecked(check);
      case 'NOMATCH':
        setFieldError(texts.noMatch);
        return inputRef.current?.focus();
      default:
        setDialog({
          kind: check.status,
          candidates: check.candidates,
          address: check.validAddress?.fullAddress ?? null,
        });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const typed = text.trim();
    if (!typed) {
      setFieldError(texts.required);
      return inputRef.current?.focus();
    }
    if (typed.length > ADDRESS_LIMITS.text) return setFieldError(texts.tooLong);
    const extra = unit.trim() ? { unit: unit.trim() } : {};
    void run(chosen && chosen.fullAddress === text ? { addressId: chosen.id, ...extra } : { address: typed, ...extra });
  }

  // closing a modal returns to the form: focus goes back to the address once the modal has gone
  function closeDialog() {
    refocus.current = true;
    setDialog(null);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={busy} data-testid={`${idPrefix}-address-form`}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Autocomplete
          freeSolo
          id={`${idPrefix}-address`}
          sx={{ flex: '1 1 22rem', minWidth: 0 }}
          options={options}
          filterOptions={(x) => x}
          getOptionLabel={(o) => (typeof o === 'string' ? o : o.fullAddress)}
          getOptionKey={(o) => (typeof o === 'string' ? o : o.id)}
          inputValue={text}
          value={chosen}
          readOnly={!hydrated}
          onInputChange={(_e, value) => {
            setText(value);
            setFieldError(null);
          }}
          onChange={(_e, value) => setChosen(value && typeof value !== 'string' ? value : null)}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={inputRef}
              label={texts.addressLabel}
              required
              error={fieldError !== null}
              helperText={fieldError ?? texts.addressHelp}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, maxLength: ADDRESS_LIMITS.text, autoComplete: 'off' },
                formHelperText: { role: fieldError ? 'alert' : undefined },
              }}
            />
          )}
        />
        <TextField
          id={`${idPrefix}-unit`}
          label={texts.unitLabel}
          value={unit}
          onChange={(e) => setUnit(e.target.value)}
          sx={{ flex: '0 1 10rem' }}
          slotProps={{
            htmlInput: { maxLength: ADDRESS_LIMITS.unit, autoComplete: 'address-line2', readOnly: !hydrated },
          }}
        />
        <Button {...submitButton} variant="contained" size="large" disabled={busy} sx={{ mt: 0.5 }}>
          {texts.submit}
        </Button>
      </Box>
      {busy && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography component="span">{texts.checking}</Typography>
        </Box>
      )}
      <AddressMatchDialog
        kind={dialog?.kind ?? null}
        candidates={dialog?.candidates ?? []}
        address={dialog?.address ?? null}
        texts={texts}
        onChoose={(c) => {
          setDialog(null);
          setText(c.fullAddress);
          setChosen({ id: c.id, fullAddress: c.fullAddress });
          void run({ addressId: c.id });
        }}
        onClose={closeDialog}
        onClosed={() => {
          if (refocus.current) inputRef.current?.focus();
          refocus.current = false;
        }}
      />
    </Box>
  );
}
