import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { STAFF_TOOL_TEXTS } from '@carrier/shared/fan-tools';
import { localeFromPath } from '@carrier/shared/content';
import { useLocation } from 'react-router-dom';
import { contentComponent } from './content-component.tsx';
import type { ContentComponentProps } from './content-types.ts';

const staffToolPropsSchema = z.object({
  heading: z.string().trim().min(1).max(200).optional(),
  copy: z.string().trim().min(1).max(400).optional(),
  linkLabel: z.string().trim().min(1).max(100).optional(),
});

type Tool = 'tool' | 'upload';
/** Where each tool lives in the employee console (002 §2.4 the Signature profile tool, §2.9 the fan upload). */
const CONSOLE_PATH: Record<Tool, string> = { tool: '/admin/', upload: '/admin/fan-upload' };

/**
 * 002 §2.11 'signature fan profile tool' and 'fan automation form' on a site page: the tool's heading and
 * sub-heading (the specification's defaults, or the content's) and the way into the employee console, where the
 * tool runs behind an employee sign-in and its role (read_fpt or write_fpt; edit_fanUpload).
 */
function staffToolPanel(name: string, tool: Tool): ComponentType<ContentComponentProps> {
  return contentComponent(name, staffToolPropsSchema, function StaffToolPanelView({ id, props }) {
    const locale = localeFromPath(useLocation().pathname);
    const t = STAFF_TOOL_TEXTS[locale === 'es-us' ? 'es' : 'en'];
    const headingId = `${id ?? name}-heading`;
    return (
      <Box component="section" aria-labelledby={headingId} sx={{ py: 4 }}>
        <Container maxWidth="lg">
          <Box sx={{ border: 1, borderColor: 'grey.300', borderRadius: 2, p: 3, maxWidth: '44rem' }}>
            <Typography id={headingId} component="h2" variant="h3">
              {props.heading ?? t[`${tool}Heading`]}
            </Typography>
            <Typography component="p" sx={{ mt: 1 }}>
              {props.copy ?? t[`${tool}Copy`]}
            </Typography>
            <Typography component="p" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {t.staffOnly}
            </Typography>
            <Button href={CONSOLE_PATH[tool]} variant="outlined" sx={{ mt: 2 }}>
              {props.linkLabel ?? t[`${tool}Link`]}
            </Button>
          </Box>
        </Container>
      </Box>
    );
  });
}

export const SignatureFanProfileTool = staffToolPanel('signatureFanProfileTool', 'tool');
export const FanAutomationForm = staffToolPanel('fanAutomationForm', 'upload');
