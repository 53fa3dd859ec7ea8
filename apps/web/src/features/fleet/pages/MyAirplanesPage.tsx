import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { useUser } from '../../auth';
import { myAirplanesQuery } from '../api/myAirplanes';
import { AirplaneGrid } from '../components/AirplaneGrid';
import { EmptyFleet } from '../components/EmptyFleet';
import { byFavouriteThenRegistration } from '../lib/order';

/** Every aircraft the user may fly, across their clubs and schools, favourites first. */
export default function MyAirplanesPage() {
  const { t } = useTranslation('fleet');
  const user = useUser();
  const airplanes = useQuery({ ...myAirplanesQuery(user?.id ?? 0), enabled: Boolean(user) });
  return (
    <>
      <PageHeader subtitle={t('mine.subtitle')} />
      {airplanes.isPending && <PageLoader />}
      {airplanes.isError && <Alert severity="warning">{t('loadFailed')}</Alert>}
      {airplanes.data?.length === 0 && (
        <EmptyFleet text={t('mine.empty')} action={{ label: t('mine.findCompany'), to: '/companies' }} />
      )}
      {Boolean(airplanes.data?.length) && (
        <AirplaneGrid airplanes={[...(airplanes.data ?? [])].sort(byFavouriteThenRegistration)} showCompany />
      )}
    </>
  );
}
