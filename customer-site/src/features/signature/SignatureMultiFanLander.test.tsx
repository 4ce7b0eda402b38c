// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { forgetFlags } from '../../api/flags.ts';
import { PageHeadingContext } from '../../components/page-heading-context.ts';
import { json, stubFetch, type FakeRoutes } from '../../test/fake-fetch.ts';
import { atAddress } from '../../test/render-site.tsx';
import { leaveFor } from './leave-for.ts';
import { SignatureMultiFanLander } from './SignatureMultiFanLander.tsx';

vi.mock('./leave-for.ts', () => ({ leaveFor: vi.fn() }));

const PREFIX = '/msapi/onlinesalesorchestration/fanprofiles-papi/v1/';
const GROUP = `${PREFIX}group/details/type/groupid/id/`;
const entry = (n: number, friendlyName = `Org ${String(n).padStart(2, '0')} Perks`) => ({
  id: String(10000000 + n),
  friendlyName,
  description: `Organization ${n}`,
  token: `http://site.example/signature/landing?iruToken=t${n}`,
});
const answer = (fanDetails: unknown[]) =>
  json(200, { status: 'success', groupDetails: [{ groupId: 'GRP1', isList: true, fanDetails }] });
const notFound = () => json(404, { errorId: 'FAN_NOT_FOUND', message: 'The FAN ID cannot be found', status: 404 });

function routes(extra: FakeRoutes): FakeRoutes {
  return { 'GET /config/flags': () => json(200, {}), ...extra };
}

function open(url: string, props: Record<string, unknown> = {}) {
  return render(
    atAddress(
      url,
      <PageHeadingContext value={true}>
        <SignatureMultiFanLander props={props} />
      </PageHeadingContext>,
    ),
  );
}

const fanIdField = () => screen.getByRole('textbox', { name: 'FAN ID' });

beforeEach(() => {
  forgetFlags();
  vi.mocked(leaveFor).mockClear();
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('002 §2.3 the business discount lander', () => {
  it('without a groupId shows only the filler and the copyright with the year', () => {
    stubFetch(routes({}));
    open('/signature/lander');
    expect(screen.getByTestId('lander-filler')).toBeTruthy();
    expect(screen.getByTestId('lander-copyright').textContent).toContain(`© ${new Date().getFullYear()} Carrier.`);
    // the page's heading is there for screen readers only
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Business discounts']);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('heads the page with the eyebrow, the group name (plus signs as spaces) and "!"', () => {
    stubFetch(routes({}));
    open('/signature/lander?groupId=GRP1&groupName=Acme+Widgets', { eyebrow: 'Savings for' });
    expect(screen.getByRole('heading', { level: 1, name: 'Savings for Acme Widgets!' })).toBeTruthy();
  });
});

describe('002 §2.3, §5, §8 the search view', () => {
  it('does nothing for a blank FAN ID', async () => {
    const fetchMock = stubFetch(routes({}));
    open('/signature/lander?groupId=GRP1&groupName=Acme');
    fireEvent.change(fanIdField(), { target: { value: '   ' } });
    fireEvent.submit(fanIdField().closest('form')!);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith(GROUP))).toEqual([]);
    expect(screen.queryByText('The FAN ID cannot be found')).toBeNull();
  });

  it('takes typing before the page’s scripts run, keeps it when they do, and only then lets Enter search', async () => {
    stubFetch(routes({ [`GET ${GROUP}GRP1/fanId/10000002`]: () => answer([entry(2)]) }));
    const page = atAddress(
      '/signature/lander?groupId=GRP1',
      <PageHeadingContext value={true}>
        <SignatureMultiFanLander props={{}} />
      </PageHeadingContext>,
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const field = container.querySelector<HTMLInputElement>('#lander-fan-id')!;
    const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    // the server's field is not disabled (its label keeps its contrast); the button is, so Enter sends nothing yet
    expect(field.disabled).toBe(false);
    expect(button.disabled).toBe(true);
    field.value = '10000002';

    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(field.value).toBe('10000002');
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(entry(2).token));
    container.remove();
  });

  it('has the content’s max length, 8 by default', () => {
    stubFetch(routes({}));
    open('/signature/lander?groupId=GRP1');
    expect(fanIdField().getAttribute('maxlength')).toBe('8');
    cleanup();
    open('/signature/lander?groupId=GRP1', { fanIdMaxLength: 10 });
    expect(fanIdField().getAttribute('maxlength')).toBe('10');
  });

  it('sends the visitor to the FAN’s token link when the group shows the FAN', async () => {
    const fetchMock = stubFetch(routes({ [`GET ${GROUP}GRP1/fanId/10000002`]: () => answer([entry(2)]) }));
    open('/signature/lander?groupId=GRP1');
    fireEvent.change(fanIdField(), { target: { value: '10000002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my discount' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(entry(2).token));
    expect(fetchMock.mock.calls.some(([u]) => String(u) === `${GROUP}GRP1/fanId/10000002`)).toBe(true);
  });

  it('shows the default message, and sends the error status to analytics, when the FAN cannot be found', async () => {
    stubFetch(routes({ [`GET ${GROUP}GRP1/fanId/12345678`]: notFound }));
    open('/signature/lander?groupId=GRP1');
    fireEvent.change(fanIdField(), { target: { value: '12345678' } });
    fireEvent.submit(fanIdField().closest('form')!);
    expect((await screen.findByText('The FAN ID cannot be found')).getAttribute('role')).toBe('alert');
    expect(fanIdField().getAttribute('aria-invalid')).toBe('true');
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual(
      expect.objectContaining({ event: 'formEvent', eventAction: 'response', status: 404 }),
    );
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('shows the content’s message for the error id, and asks the new prefix when the flag is on', async () => {
    const fetchMock = stubFetch(
      routes({
        'GET /config/flags': () => json(200, { newFanProfilesApi: true }),
        'GET /msapi/salesapi/fanprofiles-papi/v1/group/details/type/groupid/id/GRP1/fanId/12345678': notFound,
      }),
    );
    open('/signature/lander?groupId=GRP1', {
      errors: [{ errorId: 'FAN_NOT_FOUND', message: 'Check the FAN ID on your welcome letter.' }],
    });
    fireEvent.change(fanIdField(), { target: { value: '12345678' } });
    fireEvent.submit(fanIdField().closest('form')!);
    expect(await screen.findByText('Check the FAN ID on your welcome letter.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/msapi/salesapi/fanprofiles-papi/v1/'))).toBe(true);
  });

  it('speaks Spanish on /es-us/', async () => {
    stubFetch(routes({ [`GET ${GROUP}GRP1/fanId/12345678`]: notFound }));
    open('/es-us/signature/lander?groupId=GRP1&groupName=Acme');
    expect(screen.getByRole('heading', { level: 1, name: '¡Te damos la bienvenida, Acme!' })).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Número FAN' });
    fireEvent.change(field, { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar mi descuento' }));
    expect(await screen.findByText('No se encuentra el número FAN')).toBeTruthy();
  });
});

describe('002 §2.3, §5, §8 the list view', () => {
  const entries = [...Array.from({ length: 28 }, (_, i) => entry(i + 1)), entry(29, 'Riverbend Nurses Union')];

  it('lists the entries (linking to their token links) with a filter box and pages past the threshold', async () => {
    stubFetch(routes({ [`GET ${GROUP}GRP1`]: () => answer(entries) }));
    open('/signature/lander?groupId=GRP1&isList=true');
    const list = await screen.findByTestId('lander-entries');
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByRole('link', { name: 'Org 01 Perks' }).getAttribute('href')).toBe(entry(1).token);
    expect(screen.getByText('Organization 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Organizations' })));

    fireEvent.change(screen.getByRole('textbox', { name: 'Filter by name' }), { target: { value: 'nur' } });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1 organization shown')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of the list' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter by name' }), { target: { value: 'urse' } });
    expect(screen.getByText('No organization name has a word starting with “urse”.')).toBeTruthy();
  });

  it('has no filter box and no pages at or under the threshold', async () => {
    stubFetch(routes({ [`GET ${GROUP}GRP1`]: () => answer(entries.slice(0, 25)) }));
    open('/signature/lander?groupId=GRP1&isList=true');
    expect(within(await screen.findByTestId('lander-entries')).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.queryByRole('textbox', { name: 'Filter by name' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages of the list' })).toBeNull();
  });

  it('follows the content’s threshold', async () => {
    stubFetch(routes({ [`GET ${GROUP}GRP1`]: () => answer(entries.slice(0, 12)) }));
    open('/signature/lander?groupId=GRP1&isList=true', { listThreshold: 10 });
    expect(within(await screen.findByTestId('lander-entries')).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('textbox', { name: 'Filter by name' })).toBeTruthy();
  });

  it('opens the failure modal with the content’s texts when the call fails, and closes it', async () => {
    stubFetch(routes({ [`GET ${GROUP}GRP1`]: () => json(404, { errorId: 'NOT_FOUND', message: 'No', status: 404 }) }));
    open('/signature/lander?groupId=GRP1&isList=true', { modal: { heading: 'Oops', close: 'Done' } });
    const dialog = await screen.findByRole('dialog', { name: 'Oops' });
    expect(dialog.textContent).toContain('We can’t show the list of organizations right now.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
