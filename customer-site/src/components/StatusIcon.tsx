import SvgIcon from '@mui/material/SvgIcon';

/** Material's outlined check-circle, info and error glyphs: an outcome's icon, decorative (the words say it). */
const PATHS = {
  success:
    'M16.59 7.58 10 14.17l-3.59-3.58L5 12l5 5 8-8zM12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
} as const;

export type StatusIconKind = keyof typeof PATHS;

export function StatusIcon({ kind, size = 56 }: { kind: StatusIconKind; size?: number }) {
  return (
    <SvgIcon aria-hidden="true" color={kind} data-icon={kind} sx={{ fontSize: size }}>
      <path d={PATHS[kind]} />
    </SvgIcon>
  );
}
