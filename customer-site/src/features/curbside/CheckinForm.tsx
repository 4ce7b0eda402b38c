import { useEffect, useRef, type Dispatch, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  CURBSIDE_LIMITS,
  STOREFRONT_LOCATIONS,
  VEHICLE_COLORS,
  VEHICLE_TYPES,
  type CheckinMethod,
} from '@carrier/shared/curbside';
import type { CurbsideCopy } from './curbside-props.ts';
import type { CurbsideAction, CurbsideState } from './curbside-reducer.ts';
import { ChoiceField, TextAnswer } from './CheckinFields.tsx';

interface Props {
  method: CheckinMethod;
  state: CurbsideState;
  dispatch: Dispatch<CurbsideAction>;
  copy: CurbsideCopy;
  lang: 'en' | 'es';
  headingLevel: 'h2' | 'h3';
  onSubmit(): void;
}

const FIELD_ORDER = ['parking', 'vehicleType', 'vehicleColor', 'location', 'otherNotes'] as const;

/** 002 §2.8, §5 the car form (parking text, vehicle type and colour) or the storefront form (location, notes). */
export function CheckinForm({ method, state, dispatch, copy, lang, headingLevel, onSubmit }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (state.invalidAttempt === 0) return;
    const first = FIELD_ORDER.find((f) => state.errors[f]);
    if (first) document.getElementById(`curbside-${first}`)?.focus();
  }, [state.invalidAttempt, state.errors]);

  const common = (field: (typeof FIELD_ORDER)[number]) => ({
    id: `curbside-${field}`,
    error: state.errors[field],
    disabled: state.submitting,
    onChange: (value: string) => dispatch({ type: 'change', field, value }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const heading = method === 'CAR' ? copy.carHeading : copy.storefrontHeading;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={heading} data-testid={`curbside-form-${method}`}>
      <Typography component={headingLevel} variant="h4" ref={headingRef} tabIndex={-1} sx={{ mb: 3 }}>
        {heading}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {method === 'CAR' ? (
          <>
            <TextAnswer
              {...common('parking')}
              label={copy.parking}
              help={copy.parkingHelp}
              value={state.car.parking}
              maxLength={CURBSIDE_LIMITS.parking}
            />
            <ChoiceField
              {...common('vehicleType')}
              label={copy.vehicleType}
              value={state.car.vehicleType}
              options={VEHICLE_TYPES}
              lang={lang}
              placeholder={copy.choose}
            />
            <ChoiceField
              {...common('vehicleColor')}
              label={copy.vehicleColor}
              value={state.car.vehicleColor}
              options={VEHICLE_COLORS}
              lang={lang}
              placeholder={copy.choose}
            />
          </>
        ) : (
          <>
            <ChoiceField
              {...common('location')}
              label={copy.location}
              value={state.storefront.location}
              options={STOREFRONT_LOCATIONS}
              lang={lang}
              placeholder={copy.choose}
            />
            <TextAnswer
              {...common('otherNotes')}
              label={copy.otherNotes}
              value={state.storefront.otherNotes}
              maxLength={CURBSIDE_LIMITS.otherNotes}
              required={false}
              multiline
            />
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mt: 4, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" disabled={state.submitting}>
          {state.submitting ? copy.checkingIn : copy.checkIn}
        </Button>
        <Button
          type="button"
          variant="outlined"
          size="large"
          disabled={state.submitting}
          onClick={() => dispatch({ type: 'cancel' })}
        >
          {copy.cancel}
        </Button>
      </Box>
    </Box>
  );
}
