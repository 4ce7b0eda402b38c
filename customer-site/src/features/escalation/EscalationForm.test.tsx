// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ESCALATION_PATH, ESCALATION_TEXTS } from '@carrier/shared/escalation';
import { PageHeadingContext } from '../../components/page-heading-context.ts';
import { SessionProvider } from '../../site/session/SessionProvider.tsx';
import { json, signedOut, stubFetch, type FakeRoutes } from '../../test/fake-fetch.ts';
import { atAddress } from '../../test/render-site.tsx';
import { EscalationForm } from './EscalationForm.tsx';

const t = ESCALATION_TEXTS.en;

function open(routes: FakeRoutes, props: Record<string, unknown> = {}) {
  const fetchMock = stubFetch({ 'GET /auth/me': signedOut, ...routes });
  render(
    atAddress(
      '/support/escalation',
      <SessionProvider>
        <PageHeadingContext value={true}>
          <EscalationForm props={props} />
        </PageHeadingContext>
      </SessionProvider>,
    ),
  );
  return fetchMock;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });
function fillIn() {
  fireEvent.change(field(t.firstName), { target: { value: 'Avery' } });
  fireEvent.change(field(t.lastName), { target: { value: 'Lin' } });
  fireEvent.change(field(t.email), { target: { value: 'avery@example.com' } });
  fireEvent.change(field(t.phone), { target: { value: '555-555-0142' } });
  fireEvent.change(field(t.product), { target: { value: 'internet' } });
  fireEvent.change(field(t.accountNumber), { target: { value: '123456789' } });
  fireEvent.click(screen.getByRole('checkbox', { name: t.morning }));
  fireEvent.change(field(t.issueDetails), { target: { value: 'No internet since Monday.' } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('002 §2.7, §4, §8 the escalation form', () => {
  it('an empty submit lists every required field’s error and sends nothing', async () => {
    const fetchMock = open({});
    fireEvent.click(await screen.findByRole('button', { name: t.submit }));
    const summary = await screen.findByTestId('escalation-error-summary');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      t.firstNameRequired,
      t.lastNameRequired,
      t.emailRequired,
      t.phoneRequired,
      t.productRequired,
      t.contactTimeRequired,
      t.issueRequired,
    ]);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === ESCALATION_PATH)).toBe(false);
  });

  it('a failed send shows the configured banner and keeps the answers; a sent one shows the refId, hero hidden', async () => {
    let answer = () => json(500, { errorId: 'SYS_ERR', message: 'down', status: 500 });
    const fetchMock = open({ [`POST ${ESCALATION_PATH}`]: () => answer() }, { submitError: 'Please call us instead.' });
    await screen.findByRole('button', { name: t.submit });
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect((await screen.findByTestId('escalation-submit-error')).textContent).toBe('Please call us instead.');
    expect((field(t.firstName) as HTMLInputElement).value).toBe('Avery');
    expect(screen.getByTestId('escalation-hero')).toBeTruthy();

    answer = () => json(200, { refId: 'EC-2345-6789' });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect((await screen.findByTestId('escalation-ref-id')).textContent).toBe('EC-2345-6789');
    expect(screen.queryByTestId('escalation-hero')).toBeNull();
    const [, init] = fetchMock.mock.calls.filter(([url]) => String(url) === ESCALATION_PATH).at(-1)!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      ACCOUNT_NUMBER: '123456789',
      BESTTIME_TO_CONTACT: 'morning',
      PRODUCT_VALUE: 'internet',
    });
  });
});
