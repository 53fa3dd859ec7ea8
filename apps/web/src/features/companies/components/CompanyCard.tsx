import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Company } from '@portal/contracts';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { Link } from 'react-router';

/** One company as a card that opens its page. */
export function CompanyCard({ company }: { company: Company }) {
  const place = [company.postal_code, company.city].filter(Boolean).join(' ');
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={`/companies/${company.id}`} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <IconBuildingCommunity aria-hidden />
          </Avatar>
          <div>
            <Typography variant="h2" sx={{ fontSize: '1.0625rem' }}>
              {company.name}
            </Typography>
            {place && <Typography sx={{ color: 'text.secondary' }}>{place}</Typography>}
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
