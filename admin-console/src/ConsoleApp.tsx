import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';

/** The console behind the sign-in, with its router: the gateway serves it under /admin/ (react-admin under a sub-path). */
export const ConsoleApp = () => (
  <BrowserRouter basename="/admin">
    <App />
  </BrowserRouter>
);
