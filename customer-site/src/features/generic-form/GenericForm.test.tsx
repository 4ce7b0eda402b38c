// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { json, stubFetch } from '../../test/fake-fetch.ts';
import { atAddress, renderAt, renderContent } from '../../test/render-site.tsx';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { GenericForm } from './GenericForm.tsx';
import { rememberEarlyClicks } from '../../site/boot/early-clicks.ts';

const API = '/msapi/microsites-orch-nodems/v1/webform/contactus';
const SEARCH = '/msapi/microsites-orch-nodems/v1/organisations/search/';

const definition = (over: Record<string, unknown> = {}) => ({
  formName: 'contactUs',
  api: API,
  formData: [
    { id: 'firstName', kind: 'textField', text: 'First name', row: 1, validationType: { required: true } },
    {
      id: 'email',
      kind: 'textField',
      type: 'email',
      text: 'Email',
      row: 1,
      validationType: { required: true, email: true },
    },
    { id: 'phone', kind: 'phone', text: 'Phone', row: 2 },
    { id: 'org', kind: 'typeAhead', text: 'Organisation', apiUrl: SEARCH, row: 2 },
    {
      id: 'customerType',
      kind: 'radio',
      text: 'Customer?',
      buttons: ['Yes|existing', 'No|new'],
      existingCustomerValues: ['existing'],
      row: 3,
    },
    { id: 'submit_btn', kind: 'button', text: 'Send', row: 4 },
  ],
  ...over,
});

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = (props: Record<string, unknown>) => renderContent(<GenericForm id="contact" props={props} />);

describe('generic form engine (002 §4)', () => {
  it('invalid submit: "Form is invalid!", the live region, an error summary and focus on the first invalid input', async () => {
    render(definition());
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('form-status').textContent).toBe('Form is invalid!');
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(screen.getByTestId('error-summary')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByTestId('form-live-region').textContent).toBe('There are errors on the form');
    expect(document.activeElement?.id).toBe('gf-contact-firstName');
  });

  it('the error summary reads as sentences that name each field', () => {
    render(definition());
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const items = [...screen.getByTestId('error-summary').querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['First name: enter an answer.', 'Email: enter an answer.']);
  });

  it('valid submit: the reference to keep, sent with a submission key that a second send reuses; a double click sends once', async () => {
    window.sessionStorage.clear();
    const fetchMock = stubFetch({
      [`POST ${API}`]: () => json(200, { submissionId: '7', reference: 'WF-7KQ4-M9XD', alreadyReceived: false }),
    });
    render(definition());
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ana@example.com' } });
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('submission-reference').textContent).toBe('WF-7KQ4-M9XD');
    expect(screen.queryByTestId('already-received')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    const key = new Headers(fetchMock.mock.calls[0]![1]!.headers).get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(window.sessionStorage.getItem('submission-key:form:/:contact')).toBe(key);

    // a new request: a new key and an empty form
    fireEvent.click(screen.getByRole('button', { name: 'Start a new request' }));
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('');
    expect(window.sessionStorage.getItem('submission-key:form:/:contact')).not.toBe(key);
  });

  it('says when the request had already been received, with the same reference', async () => {
    stubFetch({
      [`POST ${API}`]: () => json(200, { submissionId: '7', reference: 'WF-7KQ4-M9XD', alreadyReceived: true }),
    });
    render(definition());
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('already-received').textContent).toContain('We had already received this request');
    expect(screen.getByTestId('submission-reference').textContent).toBe('WF-7KQ4-M9XD');
  });

  it('a key used for another request: offers to send as a new request, which sends with a new key', async () => {
    window.sessionStorage.clear();
    const fetchMock = stubFetch({
      [`POST ${API}`]: (_url, init) =>
        new Headers(init.headers).get('Idempotency-Key') === first
          ? json(409, { errorId: 'SUBMISSION_KEY_REUSED', message: 'used', status: 409 })
          : json(200, { submissionId: '8', reference: 'WF-2345-6789', alreadyReceived: false }),
    });
    render(definition());
    const first = window.sessionStorage.getItem('submission-key:form:/:contact');
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('submission-conflict').textContent).toContain('You already sent a different request');
    fireEvent.click(screen.getByRole('button', { name: 'Send as a new request' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('submission-reference').textContent).toBe('WF-2345-6789');
  });

  it('validates a text field one second after typing stops', async () => {
    render(definition());
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'nope' } });
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.queryByText('Enter valid email id')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('Enter valid email id')).toBeTruthy();
  });

  it('formats the phone and filters keys', () => {
    render(definition());
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '5551234567' } });
    expect(phone.value).toBe('555.123.4567');
    expect(fireEvent.keyDown(phone, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(phone, { key: '1' })).toBe(true);
  });

  it('valid submit posts the default payload with page path and form id, then shows success in the status area', async () => {
    const fetchMock = stubFetch({ [`POST ${API}`]: () => json(200, { submissionId: '1' }) });
    render(definition());
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('form-status').textContent).toBe('Form submission was successful');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${API}?pagePath=%2F&formId=contact`);
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({ CommonData: { AppName: 'CommonServices' }, source: 'contactUs', formdata2: '' });
    expect(body.formdata).toContain('firstName: Ana\nemail: ana@example.com');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a non-200 answer shows the failure message', async () => {
    stubFetch({ [`POST ${API}`]: () => json(500, { errorId: 'SYS_ERR', message: 'System Error', status: 500 }) });
    render(
      definition({
        formData: [
          { id: 'submit_btn', kind: 'button', text: 'Send' },
          { id: 'x', kind: 'textField', text: 'X' },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('form-status').textContent).toBe('There was an error. Form did not submit!');
  });

  it('too many sends (429): says so and when to try again, in English or on /es-us/ in Spanish, instead of the failure message', async () => {
    const throttled = {
      errorId: 'TOO_MANY_REQUESTS',
      message: 'Too many requests in a short time. Please wait 40 seconds and try again.',
      status: 429,
    };
    stubFetch({ [`POST ${API}`]: () => json(429, throttled) });
    const form = definition({
      formData: [
        { id: 'submit_btn', kind: 'button', text: 'Send' },
        { id: 'x', kind: 'textField', text: 'X' },
      ],
    });
    const english = render(form);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('form-status').textContent).toBe(throttled.message);
    english.unmount();

    window.sessionStorage.clear();
    renderAt('/es-us/contacto', <GenericForm id="contact" props={form} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('form-status').textContent).toBe(
      'Enviaste demasiadas solicitudes en poco tiempo. Espera unos minutos e inténtalo de nuevo.',
    );
  });

  it('on /es-us/ a field without its own message shows the rule’s Spanish default', async () => {
    const form = definition({
      formData: [
        { id: 'submit_btn', kind: 'button', text: 'Enviar' },
        { id: 'x', kind: 'textField', text: 'Correo', type: 'email', validationType: { required: true } },
      ],
    });
    renderAt('/es-us/contacto', <GenericForm id="contact" props={form} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Este campo es obligatorio')).toBeTruthy();
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('authorizedRetailerForm succeeds only on Result.Code S0000', async () => {
    stubFetch({ [`POST ${API}`]: () => json(200, { Result: { Code: 'E1001' } }) });
    render(
      definition({
        formType: 'authorizedRetailerForm',
        formData: [
          { id: 'submit_btn', kind: 'button', text: 'Send' },
          { id: 'x', kind: 'textField', text: 'X' },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('form-status').textContent).toBe('There was an error. Form did not submit!');
  });

  it('the existing-customer banner replaces the submit row', () => {
    render(definition({ displayExistingCustomerBanner: true }));
    fireEvent.click(screen.getByLabelText('Yes'));
    expect(screen.getByText('Call us to check eligibility')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    fireEvent.click(screen.getByLabelText('No'));
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('content can force the success or failure state', () => {
    render(definition({ forceState: 'success', successMsg: 'Thanks!' }));
    expect(screen.getByTestId('form-status').textContent).toBe('Thanks!');
  });

  it('shows a content error for a definition that breaks a §5 rule', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render({
      formData: [
        { id: 'a', kind: 'textField' },
        { id: 'a', kind: 'textField' },
      ],
    });
    expect(screen.getByTestId('form-definition-problem').textContent).toContain('a is a duplicate id');
    cleanup();
    render({ formData: [] });
    expect(screen.getByTestId('form-definition-problem').textContent).toContain('No form data was provided!');
  });
});

describe('type-ahead (002 §2.10)', () => {
  it('searches after 100 ms, moves with arrow keys, chooses with Enter, closes with Escape, clears', async () => {
    const fetchMock = stubFetch({
      [`GET ${SEARCH}amb`]: () =>
        json(200, {
          orgSearchResult: [
            { orgId: '1', orgName: 'Amberly Analytics' },
            { orgId: '2', orgName: 'Amberly Apparel' },
          ],
        }),
    });
    render(definition());
    const box = screen.getByRole('combobox', { name: 'Organisation' });
    fireEvent.change(box, { target: { value: 'amb' } });
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toMatch(/-1$/);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLInputElement).value).toBe('Amberly Analytics');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Clear text' }));
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('a failed search is an empty list, silently; a typed value that was not chosen is invalid', async () => {
    stubFetch({ [`GET ${SEARCH}zzz`]: () => json(500, {}) });
    render(definition());
    const box = screen.getByRole('combobox', { name: 'Organisation' });
    fireEvent.change(box, { target: { value: 'zzz' } });
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'Escape' });
    fireEvent.blur(box);
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(screen.getByText('Please select/enter valid organisation')).toBeTruthy();
  });
});

describe('type-ahead typed into before the page hydrates', () => {
  it('searches what the customer typed into the server-rendered field once the scripts run, with the list open', async () => {
    const fetchMock = stubFetch({
      [`GET ${SEARCH}brigh`]: () => json(200, { orgSearchResult: [{ orgId: '1', orgName: 'Brightwater Schools' }] }),
    });
    const page = atAddress('/', <GenericForm id="contact" props={definition()} />);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const box = container.querySelector<HTMLInputElement>('[role="combobox"]')!;
    box.value = 'brigh';
    box.focus();

    await act(async () => {
      hydrateRoot(container, page);
    });
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(box.value).toBe('brigh');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('[role="option"]')?.textContent).toBe('Brightwater Schools');
    container.remove();
  });
});

describe('submit clicked before the page hydrates', () => {
  it('sends the form with what was typed once the scripts run, instead of dropping the click', async () => {
    const fetchMock = stubFetch({ [`POST ${API}`]: () => json(200, { submissionId: '8' }) });
    const page = atAddress('/', <GenericForm id="contact" props={definition()} />);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const stopRemembering = rememberEarlyClicks(document);
    container.querySelector<HTMLInputElement>('#gf-contact-firstName')!.value = 'Ana';
    container.querySelector<HTMLInputElement>('#gf-contact-email')!.value = 'ana@example.com';
    const send = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Send')!;
    expect(send.type).toBe('button');
    send.click();
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => {
      hydrateRoot(container, page);
    });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(fetchMock.mock.calls[0]![1])).toContain('Ana');
    expect(send.type).toBe('submit');
    expect(send.hasAttribute('data-clicked-early')).toBe(false);
    stopRemembering();
    container.remove();
  });
});
