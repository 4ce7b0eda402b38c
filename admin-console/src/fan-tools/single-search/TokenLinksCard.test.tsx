// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TokenLinksCard } from './TokenLinksCard.tsx';
import { fanProfileFixture, inTool, valueOf } from '../../test/index.ts';

afterEach(cleanup);

describe('TokenLinksCard', () => {
  it('shows the current token link and its creation date', () => {
    render(inTool(<TokenLinksCard profile={fanProfileFixture} />));
    const card = screen.getByRole('region', { name: 'Token links' });
    const link = screen.getByRole('link', { name: fanProfileFixture.currentTokenLink! });
    expect(link.getAttribute('href')).toBe(fanProfileFixture.currentTokenLink);
    expect(valueOf(card, 'Created on')).toBe('03/05/2024');
  });

  it('shows a reader no generate button, and a missing link as blank', () => {
    render(inTool(<TokenLinksCard profile={{ ...fanProfileFixture, currentTokenLink: null, tokenTimeStamp: null }} />));
    expect(screen.queryByRole('button')).toBeNull();
    const card = screen.getByRole('region', { name: 'Token links' });
    expect(valueOf(card, 'Current token link')).toBe('');
    expect(valueOf(card, 'Created on')).toBe('');
  });
});
