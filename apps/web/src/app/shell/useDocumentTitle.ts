import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../../lib/routeHandle';

/** The tab title follows the route's German (or translated) page title. */
export function useDocumentTitle() {
  const { title } = useRouteHandle();
  const { t } = useTranslation();
  const text = title ? t(`titles.${title}`) : '';
  useEffect(() => {
    document.title = text ? `${text} · ${t('appName')}` : t('appName');
  }, [text, t]);
}
