import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Company, CompanyHomeAirport } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../lib/api/handleError';
import { toast } from '../../../lib/toast';
import { updateCompany } from '../../companies';

const sharing = (company: Company) =>
  (company.settings.movements as { share_with_operator?: boolean } | undefined)?.share_with_operator === true;

/**
 * "Flugplatzbetreiber": whether the operator of the company's home airfield sees its bookings as departures
 * and arrivals in its movement list. Saved as it is switched; only a home airfield set in the settings counts.
 */
export function FboSharingSection({ company, home }: { company: Company; home: CompanyHomeAirport | null }) {
  const { t } = useTranslation('fbo');
  const [shared, setShared] = useState(() => sharing(company));
  const [saving, setSaving] = useState(false);
  if (company.kind === 'fbo' || home?.source !== 'setting') return null;
  const change = async (value: boolean) => {
    setSaving(true);
    setShared(value);
    try {
      await updateCompany(company.id, { settings: { movements: { share_with_operator: value } } });
      toast.success(t(value ? 'sharing.on' : 'sharing.off'));
    } catch (error) {
      setShared(!value);
      toastApiError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card component="section" aria-label={t('sharing.title')}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.0625rem' }}>
          {t('sharing.title')}
        </Typography>
        <FormControlLabel
          control={<Switch checked={shared} disabled={saving} onChange={(event) => change(event.target.checked)} />}
          label={t('sharing.label', { airport: home.airport.ident })}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('sharing.help')}
        </Typography>
      </CardContent>
    </Card>
  );
}
