import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { FORM_LIMITS, isHiddenField, type FormDefinition } from '@carrier/shared/forms';
import { ErrorSummary } from './ErrorSummary.tsx';
import { FormRows } from './FormRows.tsx';
import { FormStatus } from './FormStatus.tsx';
import { GenericFormContext } from './generic-form-context.ts';
import { useFormEngine } from './use-form-engine.ts';

/**
 * 002 §2.10, §4 the generic form: the engine (useFormEngine) holds state, validation and submit; this view lays
 * out the error summary, the rows of fields and the status area, each reading the engine from the form's context.
 */
export function FormEngine({ definition, formId }: { definition: FormDefinition; formId: string }) {
  const engine = useFormEngine(definition, formId);
  const titleField = engine.fields.find((f) => f.kind === 'header' && f.text && !isHiddenField(f));
  const minWidth = FORM_LIMITS.minWidthPx;

  return (
    <GenericFormContext value={engine}>
      <Container maxWidth="lg">
        <Box
          component="form"
          // never a GET: a form the browser sends itself must not put answers in an address
          method="post"
          noValidate
          onSubmit={engine.onSubmit}
          // The form is named by its first header, so assistive technology announces what it is for.
          {...(titleField
            ? { 'aria-labelledby': engine.inputId(titleField.id) }
            : { 'aria-label': definition.formName })}
          data-form-status={engine.state.status}
          sx={{
            minWidth: minWidth.mobile,
            [`@media (min-width: ${definition.breakpoint}px)`]: { minWidth: minWidth.tablet },
            '@media (min-width: 1025px)': { minWidth: minWidth.desktop },
            maxWidth: '60rem',
            ...definition.styles,
          }}
        >
          <ErrorSummary />
          <FormRows />
          <FormStatus />
        </Box>
      </Container>
    </GenericFormContext>
  );
}
