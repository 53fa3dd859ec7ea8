import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Membership } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/i18n/format';
import { StatusChip } from './StatusChip';

interface Props {
  membership: Membership;
  /** Replaces the role chips, e.g. with an editor for admins. */
  roles?: ReactNode;
  /** What the viewer may do with it. */
  actions?: ReactNode;
}

/** One membership's facts. */
export function MembershipDetails({ membership, roles, actions }: Props) {
  const { t } = useTranslation('memberships');
  const rows: [string, ReactNode][] = [
    [t('name'), membership.name],
    [t('email'), membership.email],
    [t('number'), membership.member_number ?? '–'],
    [t('joinedAt'), membership.joined_at ? formatDay(membership.joined_at) : '–'],
    [t('status'), <StatusChip key="status" status={membership.status} />],
    [
      t('roles.title'),
      roles ?? (
        <Stack key="roles" direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {membership.roles.map((role) => (
            <Chip key={role} size="small" label={t(`roles.${role}`)} />
          ))}
        </Stack>
      ),
    ],
  ];
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent>
        <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', gap: '12px 24px', margin: 0 }}>
          {rows.map(([label, value]) => (
            <Stack key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </dl>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
