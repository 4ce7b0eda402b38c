import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { z } from 'zod';
import { checkFormDefinition } from '@carrier/shared/forms';
import { contentComponent } from '../../components/content-component.tsx';
import { warnOnce } from '../../components/warn-once.ts';
import { FormEngine } from './FormEngine.tsx';
import { useGenericFormText } from './use-generic-form-text.ts';

/**
 * 002 §2.11 generic form: the props are a form definition (002 §3). A definition that breaks a rule of §5 is not
 * ignored: the form shows a content error naming the rule (the gateway also refuses to serve such a page).
 */
export const GenericForm = contentComponent(
  'genericForm',
  z.record(z.string(), z.unknown()),
  function GenericFormView({ id, props }) {
    const text = useGenericFormText();
    const check = checkFormDefinition(props);
    if (!check.ok) {
      warnOnce(`Generic form ${id ?? ''}: ${check.errors.join('; ')}`);
      return (
        <Container maxWidth="lg">
          <Alert severity="error" data-testid="form-definition-problem">
            {text.definitionProblem}
            <ul>
              {check.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </Alert>
        </Container>
      );
    }
    return <FormEngine definition={check.definition} formId={id ?? check.definition.formName} />;
  },
);
