import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ContentComponentProps } from './content-types.ts';

/**
 * A component type of 002 §2.11 whose behaviour a later issue builds: in development it says so where it would
 * be; in production it renders nothing, so a page that already places it stays clean.
 */
export function placeholder(type: string): ComponentType<ContentComponentProps> {
  function PlaceholderComponent({ id }: ContentComponentProps) {
    if (!import.meta.env.DEV) return null;
    return (
      <Container maxWidth="lg">
        <Box
          data-placeholder={type}
          sx={{ border: '2px dashed', borderColor: 'grey.500', p: 2, color: 'text.secondary' }}
        >
          Placeholder for the “{type}” component{id ? ` (${id})` : ''}: a later issue builds it. Production renders
          nothing here.
        </Box>
      </Container>
    );
  }
  PlaceholderComponent.displayName = `Placeholder(${type})`;
  return PlaceholderComponent;
}
