import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { StatusPage } from '../../../components/StatusPage';
import { isChunkLoadError, mayReload, reloadOnce } from '../../../lib/reloadGuard';

const BOT = /bot|crawler|spider|crawling|headlesschrome\/.*lighthouse/i;

/**
 * The generic error page: 404 'Page Not Found' (with the path when a route's validity
 * check failed), else 'Oops! Something went wrong.'. 'Back to Home' leaves the error for '/'.
 */
export default function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const chunkFailed = isChunkLoadError(error);
  // Decided once: the effect below arms the guard, after which mayReload would say no.
  const [reloading] = useState(() => chunkFailed && mayReload());

  useEffect(() => {
    // The app failed: the background sync stops, the run under way too (lib/offline/sync.ts), until a page opens again.
    window.dispatchEvent(new Event('portal:app-error'));
    if (chunkFailed) reloadOnce();
    else if (!BOT.test(navigator.userAgent) && !isRouteErrorResponse(error)) console.error(error);
  }, [chunkFailed, error]);

  if (reloading) return <PageLoader />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const invalidPath = notFound ? (error.data as { invalidPath?: string } | undefined)?.invalidPath : undefined;
  const title = invalidPath
    ? t('errorPage.notFoundPath', { path: invalidPath })
    : notFound
      ? t('errorPage.notFoundTitle')
      : t('errorPage.errorTitle');
  return (
    <StatusPage
      code={notFound ? '404' : undefined}
      title={title}
      text={notFound ? t('errorPage.notFoundText') : t('errorPage.errorText')}
      action={{ label: t('errorPage.backHome'), onClick: () => navigate('/', { replace: pathname === '/' }) }}
    />
  );
}
