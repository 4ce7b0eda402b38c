// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FanInformationCard } from './FanInformationCard.tsx';
import { fanProfileFixture, inTool, valueOf } from '../../test/index.ts';

afterEach(cleanup);

describe('FanInformationCard', () => {
  it('shows the status badge, FAN name and friendly name', () => {
    render(inTool(<FanInformationCard profile={fanProfileFixture} />));
    const card = screen.getByRole('region', { name: 'FAN information' });
    expect(within(card).getByRole('heading', { level: 3, name: 'FAN information' })).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(valueOf(card, 'FAN name')).toBe('Northwind Health Systems');
    expect(valueOf(card, 'FAN friendly name')).toBe('Northwind Health');
  });

  it('opens FAN ID details from the keyboard-operable summary button', () => {
    render(inTool(<FanInformationCard profile={fanProfileFixture} />));
    const toggle = screen.getByRole('button', { name: 'FAN ID details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { level: 4, name: 'FAN ID details' })).toBeTruthy();

    const details = screen.getByRole('region', { name: 'FAN ID details' });
    for (const heading of ['Profile', 'Contact Information', 'Promotions']) {
      expect(within(details).getByRole('heading', { level: 5, name: heading })).toBeTruthy();
    }
    expect(valueOf(details, 'Web status')).toBe('ON');
    expect(valueOf(details, 'Reason for change')).toBe('Annual renewal');
    expect(valueOf(details, 'Contract type')).toBe('Enterprise');
    expect(valueOf(details, 'Agreement customization type')).toBe('Standard');
    expect(valueOf(details, 'Liability type')).toBe('Corporate');
    expect(valueOf(details, 'Affinity tags')).toBe('Healthcare, Hospitals');
    expect(valueOf(details, 'Name')).toBe('Dana Reyes');
    expect(valueOf(details, 'Email')).toBe('dana.reyes@northwind.example');
    expect(valueOf(details, 'Work phone')).toBe('555-010-0199');
    expect(valueOf(details, 'Activation fee waiver')).toBe('Yes');
    expect(valueOf(details, 'Upgrade fee waiver')).toBe('');
    expect(valueOf(details, 'Service discount')).toBe('15%');
    expect(valueOf(details, 'Accessory discount')).toBe('$25');
  });

  it('shows web status OFF and any other status as it is', () => {
    render(
      inTool(<FanInformationCard profile={{ ...fanProfileFixture, status: 'Expired', onlExpStatus: 'Inactive' }} />),
    );
    expect(screen.getByText('Expired')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'FAN ID details' }));
    expect(valueOf(screen.getByRole('region', { name: 'FAN ID details' }), 'Web status')).toBe('OFF');
  });
});
