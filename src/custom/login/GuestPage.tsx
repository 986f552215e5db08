import { useEffect } from 'react';
import { Loading, useLogout } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { holdGuestCredentials } from './guestCredentials';

/**
 * /guest/{login}/{password}: ends any session, then shows the login form filled in for the user
 * to confirm. The address, which carries a password, is replaced so that it leaves no trace in
 * the history.
 */
export const GuestPage = () => {
  const { login = '', password = '' } = useParams();
  const logout = useLogout();
  const navigate = useNavigate();
  useEffect(() => {
    holdGuestCredentials({ login, password });
    void logout({}, false).finally(() => navigate('/login', { replace: true }));
  }, [login, password, logout, navigate]);
  return <Loading />;
};
