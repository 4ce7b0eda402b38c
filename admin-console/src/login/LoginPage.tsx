import { useLogin } from 'react-admin';
import { LoginScreen } from './LoginScreen.tsx';

/** react-admin's sign-in page (a session that ends inside the console comes back here): the one sign-in screen. */
export const LoginPage = () => <LoginScreen login={useLogin()} />;
