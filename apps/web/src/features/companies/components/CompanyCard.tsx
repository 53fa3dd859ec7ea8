import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Company } from '@portal/contracts';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusChip } from '../../memberships';

/** One company as a card that opens its page; a membership not (yet) approved shows its status. */
export function CompanyCard({ company }: { company: Company }) {
  const place = [company.postal_code, company.city].filter(Boolean).join(' ');
  const status = company.membership?.status;
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={`/companies/${company.id}`} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <IconBuildingCommunity aria-hidden />
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Typography variant="h2" sx={{ fontSize: '1.0625rem', overflowWrap: 'anywhere' }}>
              {company.name}
            </Typography>
            {place && <Typography sx={{ color: 'text.secondary' }}>{place}</Typography>}
            {status && status !== 'approved' && <StatusChip status={status} own />}
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
