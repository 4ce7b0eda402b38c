import Box from '@mui/material/Box';
import type { PanelProps } from './panel-props.ts';

/** 002 §2.11: the panel every unknown panel type falls back to; its components, one under another. */
export function GenericStacker({ panel, children }: PanelProps) {
  return (
    <Box
      id={panel.id}
      data-panel-type={panel.type}
      sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 4, md: 6 } }}
    >
      {children}
    </Box>
  );
}
