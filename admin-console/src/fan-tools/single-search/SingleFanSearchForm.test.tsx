// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_FLAGS, loadFlags } from '../../api/flags.ts';
import { SingleFanSearchContext } from './SingleFanSearchContext.ts';
import { SingleFanSearchForm } from './SingleFanSearchForm.tsx';
import { SingleFanSearchResults } from './SingleFanSearchResults.tsx';
import { useSingleFanSearchController } from './use-single-fan-search-controller.ts';
import { fanProfileFixture, inTool, jsonResponse } from '../../test/index.ts';

// The request layer reads the flags itself (one place for every call); these tests choose them.
vi.mock('../../api/flags.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/flags.ts')>();
  return { ...actual, loadFlags: vi.fn(() => Promise.resolve(actual.DEFAULT_FLAGS)) };
});

const Harness = () => {
  const search = useSingleFanSearchController();
  return inTool(
    <SingleFanSearchContext.Provider value={search}>
      <SingleFanSearchForm />
      <SingleFanSearchResults />
    </SingleFanSearchContext.Provider>,
  );
};

const fetchMock = vi.fn<typeof fetch>();
const field = () => screen.getByRole('textbox', { name: 'Search by FAN ID' }) as HTMLInputElement;
const typeFanId = (value: string) => fireEvent.change(field(), { target: { value } });
const clickSearch = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));
const requestedPaths = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Single FAN ID search', () => {
  it('keeps the field to 8 digits: letters are blocked on keydown, filtered on change and paste', () => {
    render(<Harness />);
    expect(field().maxLength).toBe(8);
    expect(fireEvent.keyDown(field(), { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(field(), { key: '4' })).toBe(true);
    typeFanId('12ab34');
    expect(field().value).toBe('1234');
    typeFanId('');
    fireEvent.paste(field(), { clipboardData: { getData: () => 'FAN 1234-5678-99' } });
    expect(field().value).toBe('12345678');
  });

  it('asks for the 8 digits of an empty or short search, linked to the field, without calling the service', () => {
    render(<Harness />);
    clickSearch();
    expect(screen.getByRole('alert').textContent).toBe('Enter the 8-digit FAN ID.');
    typeFanId('1234567');
    clickSearch();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter the 8-digit FAN ID.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('looks the FAN up on Enter and shows the results', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 'success', fanDetails: [fanProfileFixture] }));
    render(<Harness />);
    typeFanId('12345678');
    fireEvent.submit(field().closest('form')!);

    expect(await screen.findByRole('heading', { level: 2, name: 'Search results' })).toBeTruthy();
    expect(requestedPaths()).toEqual(['/msapi/onlinesalesorchestration/fanprofiles-papi/v1/fan/details/12345678']);
    expect(screen.getByRole('region', { name: 'FAN information' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Token links' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses the new fan-profiles prefix when its flag is on', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 'success', fanDetails: [fanProfileFixture] }));
    vi.mocked(loadFlags).mockResolvedValueOnce({ ...DEFAULT_FLAGS, newFanProfilesApi: true });
    render(<Harness />);
    typeFanId('12345678');
    clickSearch();
    await screen.findByRole('heading', { name: 'Search results' });
    expect(requestedPaths()).toEqual(['/msapi/salesapi/fanprofiles-papi/v1/fan/details/12345678']);
  });

  it('says FAN ID not found when the service does not know the FAN', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ errorId: 'FAN_NOT_FOUND', message: 'FAN ID not found.', status: 404 }, 404),
    );
    render(<Harness />);
    typeFanId('87654321');
    clickSearch();
    expect((await screen.findByRole('alert')).textContent).toBe('FAN ID not found.');
    expect(screen.queryByRole('heading', { name: 'Search results' })).toBeNull();
  });

  it("says 'FAN ID not found.' when the lookup itself fails (002 §5)", async () => {
    fetchMock.mockResolvedValue(new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }));
    render(<Harness />);
    typeFanId('87654321');
    clickSearch();
    expect((await screen.findByRole('alert')).textContent).toBe('FAN ID not found.');
  });

  it('sends the browser to sign in on a 401 with a Location header', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/admin/', assign });
    fetchMock.mockResolvedValue(
      jsonResponse({ errorId: 'UNAUTHENTICATED', message: 'Sign in', status: 401 }, 401, {
        location: '/admin/login?returnurl=%2Fadmin%2F',
      }),
    );
    render(<Harness />);
    typeFanId('12345678');
    clickSearch();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/login?returnurl=%2Fadmin%2F'));
    expect(screen.getByRole('status').textContent).toBe('Loading. Please wait');
  });

  it('New search clears the results and the field, and focuses the field', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 'success', fanDetails: [fanProfileFixture] }));
    render(<Harness />);
    typeFanId('12345678');
    clickSearch();
    fireEvent.click(await screen.findByRole('button', { name: 'New search' }));
    expect(screen.queryByRole('heading', { name: 'Search results' })).toBeNull();
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
  });
});
