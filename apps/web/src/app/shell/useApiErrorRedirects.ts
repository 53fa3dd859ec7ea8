import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { forgetSession, userQuery } from '../../features/auth';
import { onApiError } from '../../lib/api/client';
import { queryClient } from '../../lib/queryClient';

/** 503 goes to maintenance; 401 while signed in clears the session and goes to login with `redirect`. */
export function useApiErrorRedirects() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  useEffect(
    () =>
      onApiError((error) => {
        if (error.status === 503) navigate('/maintenance');
        if (error.status === 401 && queryClient.getQueryData(userQuery.queryKey)) {
          const redirect = encodeURIComponent(here.current);
          void forgetSession().then(() => navigate(`/login?redirect=${redirect}`, { replace: true }));
        }
      }),
    [navigate],
  );
}
