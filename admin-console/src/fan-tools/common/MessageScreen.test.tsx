// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { ErrorScreen } from './ErrorScreen.tsx';
import { UnauthorizedScreen } from './UnauthorizedScreen.tsx';

afterEach(cleanup);

describe('refusal screens', () => {
  it('Unauthorized says who to ask for access', () => {
    render(<UnauthorizedScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeTruthy();
    expect(screen.getByText(fanToolsText.unauthorizedBody)).toBeTruthy();
  });

  it('Error asks to try again later', () => {
    render(<ErrorScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Error' })).toBeTruthy();
    expect(screen.getByText('Error occured while processing your request. Please try again later')).toBeTruthy();
  });
});
