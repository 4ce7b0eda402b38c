import Typography from '@mui/material/Typography';
import type { Line } from '@carrier/shared/self-service';
import { lineLabel } from './line-label.ts';
import { militaryQuestion } from './military-question.ts';
import type { MilitaryData } from './military-reducer.ts';
import { useMilitaryContext } from './use-military-context.ts';

/** 000 §2 edit summary: what a completed step holds, in a line or two. */
export function StepSummary({ step, data, lines }: { step: number; data: MilitaryData; lines: readonly Line[] }) {
  const { content } = useMilitaryContext();
  const label = (ctn: string) => {
    const line = lines.find((l) => l.ctn === ctn);
    return line ? lineLabel(line) : ctn;
  };
  const rows: string[] = [];
  if (step === 0 && data.lines) {
    rows.push(data.lines.numbers.map(label).join('; '));
    if (data.lines.restoreServiceDate)
      rows.push(
        `${militaryQuestion(content, 0, 'restoreServiceDate', 'Restore date').question}: ${data.lines.restoreServiceDate}`,
      );
  }
  if (step === 1 && data.holdUnlock) {
    const [hold = 'Keep the number on hold', terminate = 'Terminate the line'] = (
      militaryQuestion(content, 1, 'action', '').answers ?? ''
    )
      .split(',')
      .map((s) => s.trim());
    const unlock = militaryQuestion(content, 1, 'unlock', 'Unlock the device on this line').question;
    for (const c of data.holdUnlock.choices)
      rows.push(`${label(c.ctn)}: ${c.hold ? hold : terminate}${c.unlock ? `; ${unlock} (IMEI ${c.imeiNumber})` : ''}`);
  }
  if (step === 2 && data.member) {
    const i = data.member.info;
    rows.push(`${i.name}, ${i.serviceOrganization}`);
    rows.push(`${i.orderIssueDate} → ${i.cancelRequestDate}, ${i.relocationLength} · ${i.relocationArea}`);
    rows.push(data.member.file.name);
  }
  return (
    <>
      {rows.map((row, i) => (
        <Typography key={i} component="p" variant="body2" color="text.secondary">
          {row}
        </Typography>
      ))}
    </>
  );
}
