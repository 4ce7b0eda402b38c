import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { DEFAULT_SALES_PHONE } from '@carrier/shared/forms';
import { isHiddenField } from '@carrier/shared/forms';
import { columnPlacement, isSubmitRow } from './form-layout.ts';
import { FormFieldView } from './FormFieldView.tsx';
import { useGenericFormContext } from './use-generic-form-context.ts';
import { useGenericFormText } from './use-generic-form-text.ts';

/**
 * 002 §2.10 the form's rows, each field in its columns; while the existing-customer banner is on, it takes the
 * place of the submit row (heading and body from the field when given, the sales phone from the form).
 */
export function FormRows() {
  const { definition, fields, rows, state } = useGenericFormContext();
  const text = useGenericFormText();
  const bannerField = fields.find((f) => f.existingCustomerValues);
  return rows.map((row, r) =>
    state.bannerOn && isSubmitRow(row) ? (
      <Alert key={r} severity="warning" sx={{ my: 2 }} data-testid="existing-customer-banner">
        <AlertTitle component="h2">{bannerField?.alertHeading ?? text.bannerHeading}</AlertTitle>
        {bannerField?.alertBody ?? text.bannerBody(definition.salesPhone ?? DEFAULT_SALES_PHONE)}
      </Alert>
    ) : (
      // fields that wrap sit as far apart as rows do, so a narrow window's rows look the same before and after the
      // browser re-lays them by mobileRow
      <Box key={r} sx={{ display: 'flex', flexWrap: 'wrap', mx: -1.5, rowGap: 2.5, mb: 2.5 }}>
        {row
          .filter((f) => !isHiddenField(f))
          .map((f) => (
            <Box
              key={f.id}
              sx={{ ...columnPlacement(f, definition.breakpoint), px: 1.5, minWidth: 0 }}
              className={f.classes}
            >
              <FormFieldView field={f} />
            </Box>
          ))}
      </Box>
    ),
  );
}
