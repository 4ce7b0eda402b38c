import { useLogin } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { LoginScreen } from './LoginScreen.tsx';
import { returnUrlOf } from './return-path.ts';

/** react-admin's sign-in page (a session that ends inside the console comes back here): the one sign-in screen. */
export const LoginPage = () => {
  const location = useLocation();
  return <LoginScreen login={useLogin()} returnUrl={returnUrlOf(location.search, location.state)} />;
};
