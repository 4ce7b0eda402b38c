// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiFailure } from '../../api/api-failure.ts';
import { saveDrafts } from '../../api/drafts.ts';
import { ReasonDialog } from './ReasonDialog.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** What the console keeps for after a sign-in, as it is stored. */
const kept = () => JSON.parse(sessionStorage.getItem('console-drafts') ?? 'null') as { values: object } | null;

function renderDialog(onConfirm: (reason: string) => Promise<void>, initialReason?: string) {
  render(
    <ReasonDialog
      open
      title="Change web status"
      description="Turn web status OFF for FAN 12345678?"
      confirmLabel="Turn OFF"
      onClose={() => undefined}
      onConfirm={onConfirm}
      draftKey="dialog:fan-web-status:12345678"
      initialReason={initialReason}
    />,
  );
  return screen.getByRole('dialog', { name: 'Change web status' });
}

const reasonField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Reason for change' }) as HTMLInputElement;

describe('ReasonDialog over a session that ends', () => {
  it('keeps the reason typed for after sign-in, under its key, and starts from a kept reason', () => {
    const dialog = renderDialog(() => new Promise(() => undefined));
    fireEvent.change(reasonField(dialog), { target: { value: 'Contract ended' } });
    saveDrafts();
    expect(kept()?.values).toEqual({ 'dialog:fan-web-status:12345678': 'Contract ended' });
    cleanup();

    expect(reasonField(renderDialog(() => Promise.resolve(), 'Contract ended')).value).toBe('Contract ended');
  });

  it('forgets what was kept once the change went through, and keeps it when the change failed', async () => {
    const failing = vi.fn(() => Promise.reject(new ApiFailure({ errorId: 'SYS_ERR', message: 'x', status: 500 })));
    let dialog = renderDialog(failing, 'Contract ended');
    saveDrafts();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn OFF' }));
    expect(await within(dialog).findByText('We hit a snag. Please try again later.')).toBeTruthy();
    expect(kept()).not.toBeNull();
    cleanup();

    const saving = vi.fn(() => Promise.resolve());
    dialog = renderDialog(saving, 'Contract ended');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn OFF' }));
    await vi.waitFor(() => expect(saving).toHaveBeenCalledWith('Contract ended'));
    await vi.waitFor(() => expect(kept()).toBeNull());
  });
});
