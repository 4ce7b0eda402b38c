// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CoreAdminContext, testDataProvider, useNotificationContext } from 'react-admin';
import { TokenLinksCard } from './TokenLinksCard.tsx';
import { fanProfileFixture, inTool, valueOf } from '../../test/index.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The notifications react-admin was asked to show, as their messages. */
const Notices = () => {
  const { notifications } = useNotificationContext();
  return <output aria-label="notices">{notifications.map((n) => String(n.message)).join('|')}</output>;
};

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

  it('copies the whole link with its button and says so, and never shows more than six lines of it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(
      <CoreAdminContext dataProvider={testDataProvider()}>
        {inTool(<TokenLinksCard profile={fanProfileFixture} />)}
        <Notices />
      </CoreAdminContext>,
    );
    const link = screen.getByRole('link', { name: fanProfileFixture.currentTokenLink! });
    expect(link.style.getPropertyValue('-webkit-line-clamp') || getComputedStyle(link).webkitLineClamp).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: 'Copy token link' }));
    expect(writeText).toHaveBeenCalledWith(fanProfileFixture.currentTokenLink);
    expect(await screen.findByText('The token link was copied.')).toBeTruthy();
  });
});
