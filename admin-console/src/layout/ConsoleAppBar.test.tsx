// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, testDataProvider, useGetList, type DataProvider } from 'react-admin';
import { ConsoleAppBar } from './ConsoleAppBar.tsx';
import { consoleDarkTheme, consoleTheme } from './theme.ts';

afterEach(cleanup);

/** A list that is still loading, as when an employee opens a resource. */
const LoadingList = () => {
  useGetList('fans');
  return null;
};

describe('ConsoleAppBar', () => {
  it('names its spinner while data loads, and offers the theme toggle', async () => {
    const dataProvider = testDataProvider({
      getList: (() => new Promise(() => {})) as unknown as DataProvider['getList'],
    });
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} theme={consoleTheme} darkTheme={consoleDarkTheme}>
          <ConsoleAppBar />
          <LoadingList />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /theme/i })).toBeTruthy();
  });
});
