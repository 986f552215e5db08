import { useEffect, useRef } from 'react';
import { Loading, useLogin } from 'react-admin';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';

/**
 * /autologin?authorization=…&refreshToken=…: adopts a session the server opened (single sign-on,
 * links from messages). The tokens leave the address bar and the history before anything else.
 */
export const AutologinPage = () => {
  const [params] = useSearchParams();
  const authorization = params.get('authorization') ?? '';
  const refreshToken = params.get('refreshToken') ?? '';
  const valid = authorization !== '' && refreshToken !== '';
  const login = useLogin();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    window.history.replaceState(null, '', '/autologin');
    login({ authorization, refreshToken }, '/').catch(() => navigate('/login?expired=1', { replace: true }));
  }, [valid, authorization, refreshToken, login, navigate]);

  if (!valid) return <Navigate to="/login" replace />;
  return <Loading loadingPrimary="liasse.autologin.working" loadingSecondary="" />;
};
