import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { z } from 'zod';
import type { PanelProps } from './panel-props.ts';
import { GenericStacker } from './GenericStacker.tsx';
import { warnOnce } from '../../components/warn-once.ts';

/** 002 §2.11 hero panel type: a full-width band whose components stack edge to edge. */
export function HeroPanelType({ panel, children }: PanelProps) {
  return (
    <Box
      id={panel.id}
      data-panel-type={panel.type}
      component="section"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      {children}
    </Box>
  );
}

/** 002 §2.11 benefits panel: its components side by side on wide screens. */
export function BenefitsPanel({ panel, children }: PanelProps) {
  return (
    <Box
      id={panel.id}
      data-panel-type={panel.type}
      component="section"
      sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(18rem, 1fr))' } }}
    >
      {children}
    </Box>
  );
}

/** 002 §2.11 seo panel: text for search engines and screen readers that is also fine to show; stacks like any. */
export const SeoPanel = GenericStacker;
/** 002 §2.11 marketing content block: a stacker (the default look of a content block). */
export const MarketingContentBlock = GenericStacker;

const timerPropsSchema = z.object({
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).optional(),
});

/**
 * 002 §2.11 timer panel: shows its components only between startsAt and endsAt (either may be absent), so a
 * promotion appears and disappears on time without a content change. Invalid times are logged and ignored.
 */
export function TimerPanel({ panel, children }: PanelProps) {
  const parsed = timerPropsSchema.safeParse(panel.props);
  if (!parsed.success) warnOnce(`Timer panel ${panel.id ?? ''} has invalid times; it shows always.`);
  const start = parsed.success && parsed.data.startsAt ? Date.parse(parsed.data.startsAt) : -Infinity;
  const end = parsed.success && parsed.data.endsAt ? Date.parse(parsed.data.endsAt) : Infinity;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = [start, end].filter((t) => Number.isFinite(t) && t > now);
    if (next.length === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.min(...next) - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [now, start, end]);
  if (now < start || now >= end) return null;
  return <GenericStacker panel={panel}>{children}</GenericStacker>;
}
