// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderAt } from '../test/render-site.tsx';
import { FanAutomationForm, SignatureFanProfileTool } from './StaffToolPanel.tsx';

afterEach(cleanup);

describe('002 §2.11 the staff tools placed on a page', () => {
  it('shows the Signature profile tool’s title and subtitle and the way into the console', () => {
    renderAt('/content-preview/components', <SignatureFanProfileTool props={{}} />);
    expect(screen.getByRole('region', { name: 'Signature profile tool' })).toBeTruthy();
    expect(screen.getByText('Access token links and FAN details in one convenient tool.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the Signature profile tool' }).getAttribute('href')).toBe('/admin/');
  });
  it('shows the Fan Automation Form’s heading and sub-heading, and leads to the upload', () => {
    renderAt('/x', <FanAutomationForm props={{ linkLabel: 'Upload FAN details' }} />);
    expect(screen.getByRole('heading', { name: 'Fan Automation Form' })).toBeTruthy();
    expect(
      screen.getByText('Select a file to upload. It should be in .xlsx format and should not exceed 10 mb.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload FAN details' }).getAttribute('href')).toBe('/admin/fan-upload');
  });
  it('speaks Spanish under /es-us/', () => {
    renderAt('/es-us/x', <FanAutomationForm props={{}} />);
    expect(screen.getByRole('heading', { name: 'Formulario de automatización de FAN' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir el formulario de automatización de FAN' })).toBeTruthy();
  });
});
