import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { localIsoDate } from '@carrier/shared/core';
import {
  futureWindow,
  orderDateWindow,
  splitContentList,
  validateDeploymentOrders,
  validateServiceMemberInfo,
  type ServiceMemberField,
  type ServiceMemberInfo,
} from '@carrier/shared/self-service';
import { DeploymentOrdersField } from './DeploymentOrdersField.tsx';
import { focusFirstError } from './focus-first-error.ts';
import { militaryMessages } from './military-messages.ts';
import { useMilitaryContext } from './use-military-context.ts';
import { militaryQuestion } from './military-question.ts';
import type { MilitaryData } from './military-reducer.ts';

interface Props {
  initial: MilitaryData['member'];
  onDone: (info: ServiceMemberInfo, file: File) => void;
}

type Errors = Partial<Record<ServiceMemberField | 'upload', string>>;
const EMPTY: ServiceMemberInfo = {
  name: '',
  serviceOrganization: '',
  orderIssueDate: '',
  cancelRequestDate: '',
  relocationLength: '',
  relocationArea: '',
};

/**
 * 000 §2 step 3, service member info: every field required with its own message, dropdowns from content lists,
 * order dates from 2000-01-01, the cancellation date within cancelValidity days, and the deployment orders.
 */
export function MemberStep({ initial, onDone }: Props) {
  const { content } = useMilitaryContext();
  const [info, setInfo] = useState<ServiceMemberInfo>(initial?.info ?? EMPTY);
  const [file, setFile] = useState<File | null>(initial?.file ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const today = localIsoDate(new Date());
  const messages = militaryMessages(content);
  const q = (field: string, fallback: string) => militaryQuestion(content, 2, field, fallback);
  const org = q('serviceOrganization', 'Service organization');
  const area = q('relocationArea', 'Relocation area');
  const orgOptions = splitContentList(org.answers);
  const areaOptions = splitContentList(area.answers);
  const upload = q('upload', 'Deployment orders');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: Errors = validateServiceMemberInfo(info, {
      today,
      cancelValidity: content.cancelValidity,
      serviceOrganizations: orgOptions.length ? orgOptions : undefined,
      relocationAreas: areaOptions.length ? areaOptions : undefined,
      messages,
    });
    const fileCheck = validateDeploymentOrders(file, messages);
    if (!fileCheck.ok) found.upload = fileCheck.message;
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return focusFirstError();
    onDone({ ...info, relocationLength: String(info.relocationLength).trim() }, file);
  }

  const field = (
    name: ServiceMemberField,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
    html: Record<string, unknown> = {},
  ) => (
    <TextField
      id={`member-${name}`}
      label={label}
      value={String(info[name] ?? '')}
      onChange={(e) => setInfo((i) => ({ ...i, [name]: e.target.value }))}
      required
      error={Boolean(errors[name])}
      helperText={errors[name]}
      {...extra}
      slotProps={{
        inputLabel: { shrink: extra.type === 'date' || extra.select ? true : undefined },
        htmlInput: { ...html, 'data-invalid': errors[name] ? 'true' : undefined },
        formHelperText: errors[name] ? { role: 'alert' } : {},
        ...(extra.select ? { select: { native: true } } : {}),
      }}
    />
  );
  const orderWindow = orderDateWindow(today);
  const cancelWindow = futureWindow(today, content.cancelValidity);
  const options = (list: string[]) => [
    <option key="" value="" />,
    ...list.map((o) => (
      <option key={o} value={o}>
        {o}
      </option>
    )),
  ];

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3, maxWidth: '36rem' }}>
      {field('name', q('name', 'Service member’s full name').question, { autoComplete: 'name' }, { maxLength: 100 })}
      {field('serviceOrganization', org.question, { select: true, children: options(orgOptions) })}
      {field(
        'orderIssueDate',
        q('orderIssueDate', 'Date the orders were issued').question,
        { type: 'date' },
        { min: orderWindow.min, max: orderWindow.max },
      )}
      {field(
        'cancelRequestDate',
        q('cancelRequestDate', 'Date to cancel service').question,
        { type: 'date' },
        { min: cancelWindow.min, max: cancelWindow.max },
      )}
      {field(
        'relocationLength',
        q('relocationLength', 'Length of relocation (months)').question,
        {},
        { inputMode: 'numeric', maxLength: 3 },
      )}
      {field('relocationArea', area.question, { select: true, children: options(areaOptions) })}
      <DeploymentOrdersField
        label={upload.question}
        description={upload.fileDescription}
        file={file}
        error={errors.upload}
        onChange={setFile}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disableElevation>
          {content.labels.continue}
        </Button>
      </Box>
    </Box>
  );
}
