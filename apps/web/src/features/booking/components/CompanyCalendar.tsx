import Alert from '@mui/material/Alert';
import Tooltip from '@mui/material/Tooltip';
import { bookingSettingsOf } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { zoneShortName } from '../../../lib/dates/zoneName';
import { currentLanguageTag } from '../../../lib/i18n';
import { companyQuery } from '../../companies';
import { BookingCalendar } from './BookingCalendar';
import { useCalendarWindow } from './useCalendarWindow';

interface Props {
  companyId: number;
  airplaneId?: number;
  /** Shown beside the title, e.g. the company switch. */
  actions?: ReactNode;
  subtitle?: (companyName: string) => ReactNode;
}

/** A page's header and calendar once the company (and with it its time zone) is known. */
export function CompanyCalendar({ companyId, airplaneId, actions, subtitle }: Props) {
  const { t } = useTranslation('booking');
  const company = useQuery(companyQuery(companyId));
  if (company.isPending) return <PageLoader />;
  if (company.isError) return <Alert severity="warning">{t('companyFailed')}</Alert>;
  const { name, timezone, settings } = company.data;
  return (
    <>
      <PageHeader subtitle={subtitle ? subtitle(name) : <ZoneSubtitle company={name} zone={timezone} />} actions={actions} />
      <BookingCalendar
        companyId={companyId}
        airplaneId={airplaneId}
        zone={timezone}
        hours={bookingSettingsOf(settings).operating_hours}
      />
    </>
  );
}

/** 'Zeiten in MEZ' for the shown week (MESZ in summer), the IANA name in a tooltip. */
function ZoneSubtitle({ company, zone }: { company: string; zone: string }) {
  const { t } = useTranslation('booking');
  const { window } = useCalendarWindow(zone);
  return (
    <Trans
      t={t}
      i18nKey="subtitle"
      values={{ company, zone: zoneShortName(zone, window.start, currentLanguageTag()) }}
      components={{ zone: <ZoneName iana={zone} /> }}
    />
  );
}

function ZoneName({ iana, children }: { iana: string; children?: ReactNode }) {
  return (
    <Tooltip title={iana} describeChild>
      <span>{children}</span>
    </Tooltip>
  );
}
