import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { contentComponent } from './content-component.tsx';

const tabsPropsSchema = z.object({
  label: z.string().trim().min(1).max(200),
  tabs: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(100),
        paragraphs: z.array(z.string().trim().min(1).max(2000)).min(1).max(20),
        default: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(12),
});

/** 002 §2.11 tabs: one panel of text per tab; the tab marked default opens first. */
export const ContentTabs = contentComponent('tabs', tabsPropsSchema, function ContentTabsView({ id, props }) {
  const [current, setCurrent] = useState(
    Math.max(
      0,
      props.tabs.findIndex((t) => t.default),
    ),
  );
  const base = id ?? 'tabs';
  return (
    <Container maxWidth="lg">
      <Tabs value={current} onChange={(_, v: number) => setCurrent(v)} aria-label={props.label} variant="scrollable">
        {props.tabs.map((t, i) => (
          <Tab key={i} label={t.name} id={`${base}-tab-${i}`} aria-controls={`${base}-panel-${i}`} />
        ))}
      </Tabs>
      {props.tabs.map((t, i) => (
        <Box
          key={i}
          role="tabpanel"
          hidden={i !== current}
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          sx={{ py: 3 }}
        >
          {t.paragraphs.map((p, j) => (
            <Typography key={j} component="p" sx={{ mb: 2 }}>
              {p}
            </Typography>
          ))}
        </Box>
      ))}
    </Container>
  );
});
