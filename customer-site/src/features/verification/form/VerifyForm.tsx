import { useCallback, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MILITARY_STATUSES,
  VERIFICATION_TEXTS,
  VERIFY_FORM_TEXTS,
  verifyFormLanguage,
  type VerificationTextKey,
} from '@carrier/shared/discount-program';
import type { Locale } from '@carrier/shared/content';
import type { SegmentContent } from '../verify-props.ts';
import { VerifyHeading } from '../VerifyHeading.tsx';
import { OrgTypeahead } from './OrgTypeahead.tsx';
import {
  BRANCHES,
  BRANCH_TEXT_KEYS,
  pageSegments,
  proofsOf,
  showsDischargeDate,
  showsSegmentSelector,
  verifyFormSchema,
  type VerifyFormValues,
} from './verify-form-rules.ts';

export interface VerifyFormProps {
  content: SegmentContent;
  /** Combo pages: the display names of the page's segments, for the selector. */
  segmentNames: Partial<Record<string, string>>;
  locale: Locale;
  values: VerifyFormValues;
  /** The data errors the last verification gave (001 §8), shown above the form. */
  errorCodes: string[];
  sales: boolean;
  headingLevel: 'h2' | 'h3';
  /** 001 §6 CRP: fields filled from the account, shown but not editable. */
  locked?: ReadonlyArray<keyof VerifyFormValues>;
  onSubmit: (values: VerifyFormValues) => void;
}

const ORDER: Array<keyof VerifyFormValues> = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address1',
  'city',
  'state',
  'postalCode',
  'segment',
  'branchOfService',
  'subSegment',
  'dateOfDischarge',
  'orgName',
];

/** 001 §2, §5 the verify form's 'form' view: the person, how to reach them and the segment's proof. */
export function VerifyForm({
  content,
  segmentNames,
  locale,
  values,
  errorCodes,
  sales,
  headingLevel,
  locked = [],
  onSubmit,
}: VerifyFormProps) {
  const lang = verifyFormLanguage(locale);
  const text = VERIFY_FORM_TEXTS[lang];
  const proofs = proofsOf(content);
  const segments = pageSegments(content);
  const { military, organisation } = proofs;
  const schema = useMemo(() => verifyFormSchema(locale, { military, organisation }), [locale, military, organisation]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [showSummary, setShowSummary] = useState(false);

  const resolver = useCallback<Resolver<VerifyFormValues>>(
    async (input) => {
      const parsed = schema.safeParse(input);
      if (parsed.success) return { values: input, errors: {} };
      const errors: FieldErrors<VerifyFormValues> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof VerifyFormValues;
        if (!errors[field]) errors[field] = { type: issue.code, message: issue.message };
      }
      return { values: {}, errors };
    },
    [schema],
  );
  const { register, control, handleSubmit, watch, formState } = useForm<VerifyFormValues>({
    resolver,
    defaultValues: { ...values, segment: values.segment || segments[0]! },
    shouldFocusError: false,
  });
  const { errors } = formState;
  const subSegment = watch('subSegment');
  const id = (field: keyof VerifyFormValues) => `verify-${content.segment}-${field}`;

  const submit = handleSubmit(
    (valid) => {
      setShowSummary(false);
      onSubmit(valid);
    },
    () => {
      setShowSummary(true);
      requestAnimationFrame(() => summaryRef.current?.focus());
    },
  );

  const field = (name: keyof VerifyFormValues, label: string, extra: Record<string, unknown> = {}) => {
    const { ref, ...rest } = register(name);
    return (
      <TextField
        {...rest}
        inputRef={ref}
        id={id(name)}
        label={label}
        error={!!errors[name]}
        helperText={errors[name]?.message}
        disabled={locked.includes(name)}
        {...extra}
      />
    );
  };
  const select = (name: 'branchOfService' | 'subSegment', label: string, options: Array<[string, string]>) => (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => (
        <TextField
          select
          required
          id={id(name)}
          label={label}
          name={f.name}
          value={f.value}
          onChange={f.onChange}
          onBlur={f.onBlur}
          inputRef={f.ref}
          error={!!errors[name]}
          helperText={errors[name]?.message}
        >
          {options.map(([value, name]) => (
            <MenuItem key={value} value={value}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const summary = ORDER.flatMap((name) => (errors[name]?.message ? [{ name, message: errors[name].message }] : []));
  const headingId = `verify-${content.segment}-form-heading`;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <VerifyHeading id={headingId} level={headingLevel}>
        {text.formHeading}
      </VerifyHeading>
      {errorCodes.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {errorCodes
            .map(
              (code) => VERIFICATION_TEXTS[lang][code as VerificationTextKey] ?? VERIFICATION_TEXTS[lang].systemError,
            )
            .join(' ')}
        </Alert>
      )}
      {showSummary && summary.length > 0 && (
        <Alert ref={summaryRef} severity="error" tabIndex={-1} sx={{ mb: 3 }} data-testid="verify-error-summary">
          <Typography component="p">{text.errorSummary}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {summary.map((e) => (
              <li key={e.name}>
                <Link
                  href={`#${id(e.name)}`}
                  onClick={(ev) => {
                    ev.preventDefault();
                    document.getElementById(id(e.name))?.focus();
                  }}
                >
                  {e.message}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Typography component="p" sx={{ mb: 2 }}>
        {text.formIntro}
      </Typography>
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {field('firstName', text.firstName, { required: true, autoComplete: 'given-name' })}
        {field('lastName', text.lastName, { required: true, autoComplete: 'family-name' })}
        {field('email', text.email, { required: true, type: 'email', autoComplete: 'email' })}
        {field('phone', text.phone, { type: 'tel', autoComplete: 'tel' })}
        {field('address1', text.address1, { autoComplete: 'address-line1', sx: { gridColumn: { sm: '1 / -1' } } })}
        {field('city', text.city, { autoComplete: 'address-level2' })}
        {field('state', text.state, { autoComplete: 'address-level1' })}
        {field('postalCode', text.postalCode, {
          required: true,
          autoComplete: 'postal-code',
          slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 5 } },
        })}
        {showsSegmentSelector(content) && (
          <Controller
            control={control}
            name="segment"
            render={({ field: f }) => (
              <FormControl sx={{ gridColumn: { sm: '1 / -1' } }}>
                <FormLabel id={id('segment')}>{text.segment}</FormLabel>
                <RadioGroup row aria-labelledby={id('segment')} name={f.name} value={f.value} onChange={f.onChange}>
                  {segments.map((s) => (
                    <FormControlLabel key={s} value={s} control={<Radio />} label={segmentNames[s] ?? s} />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
        )}
        {proofs.military && (
          <>
            {select(
              'branchOfService',
              text.branchOfService,
              BRANCHES.map((b) => [b, text[BRANCH_TEXT_KEYS[b]]]),
            )}
            {select(
              'subSegment',
              text.militaryStatus,
              MILITARY_STATUSES.map((m) => [m, text[m]]),
            )}
            {showsDischargeDate(subSegment) &&
              field('dateOfDischarge', text.dateOfDischarge, {
                type: 'date',
                required: true,
                slotProps: { inputLabel: { shrink: true } },
              })}
          </>
        )}
        {proofs.organisation && (
          <Controller
            control={control}
            name="orgName"
            render={({ field: f }) => (
              <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
                <OrgTypeahead
                  id={id('orgName')}
                  label={text.orgName}
                  hint={text.orgHint}
                  noOptionsText={text.orgNoOptions}
                  segment={segments.find((s) => s !== 'military') ?? content.segment}
                  source={content.source}
                  sales={sales}
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  inputRef={f.ref}
                  {...(errors.orgName?.message ? { error: errors.orgName.message } : {})}
                />
              </Box>
            )}
          />
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" size="large" disableElevation>
            {text.submit}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
