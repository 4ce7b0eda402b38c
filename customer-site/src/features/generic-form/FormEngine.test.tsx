// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { json, stubFetch } from '../../test/fake-fetch.ts';
import { renderContent } from '../../test/render-site.tsx';
import { GenericForm } from './GenericForm.tsx';
import { registerFormCallback } from './form-callbacks.ts';

const API = '/msapi/microsites-orch-nodems/v1/webform/contactus';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = (props: Record<string, unknown>, id = 'f') => renderContent(<GenericForm id={id} props={props} />);
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const status = () => screen.getByTestId('form-status').textContent;
const submitButton = (name = 'Send') => screen.getByRole('button', { name }) as HTMLButtonElement;
const bodyOf = (fetchMock: ReturnType<typeof stubFetch>) => JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));

describe('002 §2.10 every field kind', () => {
  it('renders each kind in its own way; hidden fields are not displayed but are sent', async () => {
    const click = vi.fn();
    const off = registerFormCallback('helpClick', { click });
    const fetchMock = stubFetch({ [`POST ${API}`]: () => json(200, { submissionId: '1' }) });
    render({
      formName: 'allKinds',
      api: API,
      formData: [
        { id: 'head', kind: 'header', text: 'About you', underline: true, row: 1 },
        { id: 'lab', kind: 'label', text: 'A label', row: 2 },
        { id: 'txt', kind: 'text', text: 'Some text', row: 2 },
        { id: 'name', kind: 'textField', text: 'Name', row: 3 },
        { id: 'notes', kind: 'textArea', type: 'text_area', text: 'Notes', row: 3 },
        { id: 'secret', kind: 'password', text: 'Password', row: 4 },
        { id: 'when', kind: 'date', type: 'date', text: 'When', row: 4 },
        { id: 'tel', kind: 'phone', type: 'tel', text: 'Phone', row: 5 },
        { id: 'pick', kind: 'dropdown', text: 'Pick one', choices: ['One|1', 'Two|2'], row: 5 },
        { id: 'choice', kind: 'radio', text: 'Choose', buttons: ['Left|l', 'Right|r'], row: 6 },
        { id: 'ok', kind: 'checkbox', text: 'I agree', row: 6 },
        { id: 'org', kind: 'typeAhead', text: 'Organisation', apiUrl: '/orgs/', row: 7 },
        { id: 'more', kind: 'link', text: 'Read more', linkTo: '/more', row: 8 },
        { id: 'legal', kind: 'legalText', text: 'Legal words', row: 8 },
        { id: 'ref', kind: 'hidden', propName: 'REF', value: 'abc', row: 9 },
        {
          id: 'ref2',
          kind: 'textField',
          type: 'hidden',
          text: 'Hidden by type',
          propName: 'REF2',
          value: 'def',
          row: 9,
        },
        { id: 'help', kind: 'button', text: 'Help', callbacks: { onClick: 'helpClick' }, row: 10 },
        { id: 'submit_btn', kind: 'button', text: 'Send', row: 10 },
      ],
    });
    expect(screen.getByText('About you').tagName).toBe('H2');
    expect(document.querySelector('form')?.getAttribute('aria-labelledby')).toBe(screen.getByText('About you').id);
    expect(document.querySelector('hr')).toBeTruthy();
    expect(screen.getByText('A label')).toBeTruthy();
    expect(screen.getByText('Some text')).toBeTruthy();
    expect(input('Name').type).toBe('text');
    expect(input('Notes').tagName).toBe('TEXTAREA');
    expect(input('Password').type).toBe('password');
    expect(input('When').type).toBe('date');
    expect(input('Phone').type).toBe('tel');
    const select = input('Pick one') as unknown as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['-- Choose --', 'One', 'Two']);
    expect(document.querySelector('[role="radiogroup"]')?.getAttribute('aria-labelledby')).toBe('gf-f-choice-legend');
    expect(input('Left').type).toBe('radio');
    expect(input('I agree').type).toBe('checkbox');
    expect(screen.getByLabelText('Organisation', { selector: 'input' }).getAttribute('role')).toBe('combobox');
    expect(screen.getByText('Read more').getAttribute('href')).toBe('/more');
    expect(screen.getByText('Legal words')).toBeTruthy();
    expect(screen.queryByLabelText('Hidden by type')).toBeNull();
    fireEvent.click(screen.getByText('Help'));
    expect(click).toHaveBeenCalledWith('help');

    fireEvent.click(screen.getByText('Send'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    const body = bodyOf(fetchMock);
    expect(body.formdata).toContain('REF: abc');
    expect(body.formdata).toContain('REF2: def');
    expect(body.formdata).not.toContain('head');
    off();
  }, 20_000);

  it('labelSize sets the text size of display fields; an inline label is read with its input', () => {
    render({
      formData: [
        { id: 'h', kind: 'header', text: 'Small header', labelSize: 'h6' },
        {
          id: 'amount',
          kind: 'textField',
          text: 'Amount',
          inlineLabelTxt: 'per month',
          inlineLabelClass: 'unit',
          toolTip: 'Whole dollars',
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Small header' }).className).toMatch(/MuiTypography-h6/);
    const amount = input('Amount');
    const described = (amount.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['per month', 'Whole dollars']);
    expect(screen.getByText('per month').className).toContain('unit');
  });
});

describe('002 §3 input types refine a text field', () => {
  it('password, date, email and tel types get their own input; tel formats like a phone field; a date checks at once', () => {
    render({
      formData: [
        { id: 'pw', kind: 'textField', type: 'password', text: 'Secret' },
        { id: 'd', kind: 'textField', type: 'date', text: 'Start', validationType: { minDate: '2030-01-01' } },
        { id: 'e', kind: 'textField', type: 'email', text: 'Mail' },
        { id: 't', kind: 'textField', type: 'tel', text: 'Mobile' },
        { id: 'n', kind: 'textField', type: 'integer', text: 'Count' },
      ],
    });
    expect(input('Secret').type).toBe('password');
    expect(input('Start').type).toBe('date');
    expect(input('Mail').type).toBe('email');
    expect(input('Count').inputMode).toBe('numeric');
    const mobile = input('Mobile');
    expect(mobile.type).toBe('tel');
    fireEvent.change(mobile, { target: { value: '555-123-4567' } });
    expect(mobile.value).toBe('555.123.4567');
    expect(fireEvent.keyDown(mobile, { key: 'x' })).toBe(false);
    fireEvent.change(input('Start'), { target: { value: '2029-12-31' } });
    expect(screen.getByText('Enter value greater than min date')).toBeTruthy();
  });
});

describe('002 §3 overrides by pageId', () => {
  it('the page named by pageId sees the replacement field data; other pages see the field as written', () => {
    const field = {
      id: 'acct',
      kind: 'textField',
      text: 'Account number',
      validationType: { required: true },
      overrides: [{ pageId: 'smb', text: 'Business account number', validationType: { required: false } }],
    };
    render({ pageId: 'smb', formData: [field, { id: 'submit_btn', kind: 'button', text: 'Send' }] });
    expect(screen.getByLabelText('Business account number')).toBeTruthy();
    cleanup();
    render({ pageId: 'consumer', formData: [field, { id: 'submit_btn', kind: 'button', text: 'Send' }] });
    expect(screen.getByLabelText(/^Account number/)).toBeTruthy();
    fireEvent.click(submitButton());
    expect(status()).toBe('Form is invalid!');
  });
});

describe('002 §4 submit behaviour', () => {
  it('a required submit button stays disabled until every field that is not skipped is valid', async () => {
    render({
      formData: [
        { id: 'name', kind: 'textField', text: 'Name', validationType: { required: true } },
        {
          id: 'nick',
          kind: 'textField',
          text: 'Nickname',
          validationType: { required: true },
          skipFieldOnFormSubmit: true,
        },
        { id: 'ref', kind: 'hidden', value: 'x' },
        { id: 'submit_btn', kind: 'button', text: 'Send', validationType: { required: true } },
      ],
    });
    expect(submitButton().disabled).toBe(true);
    fireEvent.change(input(/Name/), { target: { value: 'Ana' } });
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(submitButton().disabled).toBe(false);
  });

  it('custom valid callback decides the outcome; custom invalid callback gets the invalid ids', async () => {
    const fetchMock = stubFetch({});
    const validSubmit = vi.fn(async (_values: Readonly<Record<string, unknown>>) => ({
      success: false,
      message: 'That address is already registered',
    }));
    const invalidSubmit = vi.fn();
    const off = registerFormCallback('custom', { validSubmit, invalidSubmit });
    const props = {
      customValidSubmit: 'custom',
      customInvalidSubmit: 'custom',
      api: API,
      formData: [
        { id: 'name', kind: 'textField', text: 'Name', validationType: { required: true } },
        { id: 'submit_btn', kind: 'button', text: 'Send' },
      ],
    };
    render(props);
    fireEvent.click(submitButton());
    expect(invalidSubmit).toHaveBeenCalledWith(['name']);
    expect(validSubmit).not.toHaveBeenCalled();

    fireEvent.change(input(/Name/), { target: { value: 'Ana' } });
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(validSubmit).toHaveBeenCalledTimes(1);
    expect(validSubmit.mock.calls[0]![0]).toMatchObject({ name: 'Ana' });
    expect(status()).toBe('That address is already registered');
    expect(fetchMock).not.toHaveBeenCalled();

    validSubmit.mockResolvedValueOnce({ success: false, message: '' });
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(status()).toBe('There was an error. Form did not submit!');

    validSubmit.mockResolvedValueOnce({ success: true, message: '' });
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(status()).toBe('Form submission was successful');
    expect(submitButton().disabled).toBe(true);
    off();
  });

  it('the on-change callback hears every change', () => {
    const change = vi.fn();
    const off = registerFormCallback('watch', { change });
    render({ onChange: 'watch', formData: [{ id: 'name', kind: 'textField', text: 'Name' }] });
    fireEvent.change(input('Name'), { target: { value: 'A' } });
    expect(change).toHaveBeenCalledWith('name', 'A');
    off();
  });

  it('skipped fields and display kinds stay out of the payload; optional data pairs are added', async () => {
    const fetchMock = stubFetch({ [`POST ${API}`]: () => json(200, {}) });
    render({
      api: API,
      formName: 'skip',
      optionalData: 'campaign@spring|channel@web',
      formData: [
        { id: 'name', kind: 'textField', propName: 'NAME', text: 'Name' },
        { id: 'confirm', kind: 'textField', text: 'Confirm', skipFieldOnFormSubmit: true },
        { id: 'submit_btn', kind: 'button', text: 'Send' },
      ],
    });
    fireEvent.change(input('Name'), { target: { value: 'Ana' } });
    fireEvent.change(input('Confirm'), { target: { value: 'whatever' } });
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(bodyOf(fetchMock).formdata).toBe('NAME: Ana\ncampaign: spring\nchannel: web');
    // 002 §7 headers: JSON both ways and the requested-by header.
    expect(fetchMock.mock.calls[0]![1]!.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'x-requested-by': 'generic-form-engine',
    });
  });

  it('the existing-customer banner takes its heading and body from the field when given, and the sales phone from the form', () => {
    const radio = {
      id: 'who',
      kind: 'radio',
      text: 'Customer?',
      buttons: ['Yes|existing', 'No|new'],
      existingCustomerValues: ['existing'],
      row: 1,
    };
    render({
      displayExistingCustomerBanner: true,
      salesPhone: '1-800-555-0199',
      formData: [radio, { id: 'submit_btn', kind: 'button', text: 'Send', row: 2 }],
    });
    fireEvent.click(screen.getByLabelText('Yes'));
    expect(screen.getByTestId('existing-customer-banner').textContent).toContain('1-800-555-0199');
    cleanup();
    render({
      displayExistingCustomerBanner: true,
      formData: [
        { ...radio, alertHeading: 'Already with us?', alertBody: 'Visit a store to switch plans.' },
        { id: 'submit_btn', kind: 'button', text: 'Send', row: 2 },
      ],
    });
    fireEvent.click(screen.getByLabelText('Yes'));
    expect(screen.getByTestId('existing-customer-banner').textContent).toBe(
      'Already with us?Visit a store to switch plans.',
    );
    cleanup();
    // Without the form option the same choice changes nothing.
    render({ formData: [radio, { id: 'submit_btn', kind: 'button', text: 'Send', row: 2 }] });
    fireEvent.click(screen.getByLabelText('Yes'));
    expect(screen.queryByTestId('existing-customer-banner')).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });

  it('supressFormSuccessMsg leaves the status area empty after success', async () => {
    stubFetch({ [`POST ${API}`]: () => json(200, {}) });
    render({ api: API, supressFormSuccessMsg: true, formData: [{ id: 'submit_btn', kind: 'button', text: 'Send' }] });
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(status()).toBe('');
    expect(submitButton().disabled).toBe(true);
  });

  it('content can force the invalid state: the message, the live region and every field error', () => {
    render({
      forceState: 'invalid',
      invalidMsg: 'Please fix the form',
      formData: [
        { id: 'name', kind: 'textField', text: 'Name', validationType: { required: true } },
        { id: 'submit_btn', kind: 'button', text: 'Send' },
      ],
    });
    expect(status()).toBe('Please fix the form');
    expect(screen.getByTestId('form-live-region').textContent).toBe('There are errors on the form');
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(input(/Name/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('002 §5, §9 timings and matchesField', () => {
  const form = {
    formData: [
      { id: 'email', kind: 'textField', type: 'email', text: 'Email' },
      {
        id: 'confirm',
        kind: 'textField',
        type: 'email',
        text: 'Confirm email',
        validationType: { matchesField: 'email', focusPrimaryField: true },
      },
      { id: 'phone', kind: 'phone', type: 'tel', text: 'Phone' },
      { id: 'submit_btn', kind: 'button', text: 'Send' },
    ],
  };

  it('a phone field is validated half a second after typing stops; a blur re-checks after 300 ms', async () => {
    render(form);
    fireEvent.change(input('Phone'), { target: { value: '555' } });
    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(screen.queryByText('Enter a valid value')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Enter a valid value')).toBeTruthy();

    fireEvent.change(input('Email'), { target: { value: 'bad' } });
    fireEvent.blur(input('Email'));
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(screen.queryByText('Enter valid email id')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Enter valid email id')).toBeTruthy();
  });

  it('changing the primary field re-checks its match; with focusPrimaryField a mismatch focuses the primary field', async () => {
    render(form);
    fireEvent.change(input('Email'), { target: { value: 'a@example.com' } });
    fireEvent.change(input('Confirm email'), { target: { value: 'a@example.com' } });
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(screen.queryByText('Fields must match')).toBeNull();
    fireEvent.change(input('Email'), { target: { value: 'b@example.com' } });
    expect(screen.getByText('Fields must match')).toBeTruthy();

    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(document.activeElement?.id).toBe('gf-f-email');
  });
});
