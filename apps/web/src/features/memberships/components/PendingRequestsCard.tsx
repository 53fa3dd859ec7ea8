import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/i18n/format';
import { companyMembershipsQuery } from '../api/companyMemberships';
import { ApproveButton } from './ApproveButton';
import { RejectButton } from './RejectButton';

/**
 * The company's open requests to join, oldest first, each with approve and decline, so an admin does not
 * have to find them in the bell or among the members. Shows nothing when there are none. Each request is
 * dated in the company's `zone` (the same day wherever the page is rendered).
 */
export function PendingRequestsCard({
  companyId,
  companyName,
  zone,
}: {
  companyId: number;
  companyName?: string;
  zone: string | undefined;
}) {
  const { t } = useTranslation('memberships');
  const { data = [] } = useQuery({ ...companyMembershipsQuery(companyId, { status: 'pending' }), meta: { silent: true } });
  if (data.length === 0) return null;
  const requests = [...data].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const title = t('requests.title', { count: requests.length });
  return (
    <Card component="section" aria-label={companyName ? `${title} · ${companyName}` : title} sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {title}
          {companyName && (
            <Typography component="span" sx={{ color: 'text.secondary', ml: 1 }}>
              {companyName}
            </Typography>
          )}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {requests.map((request) => (
            <Box
              component="li"
              key={request.id}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Link component={RouterLink} to={`/companies/${companyId}/memberships/${request.id}`}>
                  {request.name}
                </Link>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {t('requests.since', { email: request.email, date: formatDate(request.created_at, zone) })}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <ApproveButton membership={request} />
                <RejectButton membership={request} />
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
