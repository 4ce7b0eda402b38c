// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { json, signedOut, stubFetch } from '../../test/fake-fetch.ts';
import { renderSite } from '../../test/render-site.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = {
  username: 'ana',
  displayName: 'Ana Rivera',
  kind: 'customer',
  roles: [],
  csrfToken: 'csrf-1',
  expiresAt: '2030-01-01T00:00:00Z',
};
const page = { path: '/', locale: 'en-us', title: 'Page', panels: [] };

async function fillAndSubmit(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/User ID/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  it('asks for both fields before calling the gateway', async () => {
    const fetch = stubFetch({ 'GET /auth/me': signedOut });
    renderSite('/signin');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your user ID')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(screen.getByLabelText(/User ID/).getAttribute('aria-invalid')).toBe('true');
    expect(fetch.mock.calls.some(([url]) => String(url) === '/auth/login')).toBe(false);
  });

  it.each([
    [401, 'INVALID_CREDENTIALS', 'The user ID or password is not correct.'],
    [429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Try again in 15 minutes.'],
    [400, 'VALIDATION_ERROR', 'body.username: Too big'],
  ])('shows a %s %s refusal in an alert and clears the password', async (status, errorId, message) => {
    stubFetch({ 'GET /auth/me': signedOut, 'POST /auth/login': () => json(status, { errorId, message, status }) });
    renderSite('/signin');
    await fillAndSubmit('ana', 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/User ID/) as HTMLInputElement).value).toBe('ana');
  });

  it('shows a Spanish refusal on the Spanish sign-in page', async () => {
    stubFetch({
      'GET /auth/me': signedOut,
      'POST /auth/login': () => json(401, { errorId: 'INVALID_CREDENTIALS', message: 'Wrong', status: 401 }),
    });
    renderSite('/es-us/signin');
    fireEvent.change(await screen.findByLabelText(/ID de usuario/), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText(/Contraseña/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El ID de usuario o la contraseña no son correctos.');
  });

  it('posts the credentials as JSON, then goes to a same-site returnurl and shows who is signed in', async () => {
    const fetch = stubFetch({
      'GET /auth/me': signedOut,
      'POST /auth/login': () => json(200, me),
      'GET /content/pages': () => json(200, page),
    });
    renderSite('/signin?returnurl=%2Fself-service%3Ftab%3D1');
    await fillAndSubmit(' ana ', 'Signature-2026!');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/self-service?tab=1'));
    const login = fetch.mock.calls.find(([url]) => url === '/auth/login');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({ username: 'ana', password: 'Signature-2026!' });
    expect(new Headers(login?.[1]?.headers).get('content-type')).toBe('application/json');
    expect(await screen.findByText('Signed in as Ana Rivera')).toBeTruthy();
  });

  it('ignores a returnurl that leaves the site', async () => {
    stubFetch({
      'GET /auth/me': signedOut,
      'POST /auth/login': () => json(200, me),
      'GET /content/pages': () => json(200, page),
    });
    renderSite('/signin?returnurl=https%3A%2F%2Felsewhere.example%2F');
    await fillAndSubmit('ana', 'pw');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});
