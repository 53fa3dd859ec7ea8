import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

interface Props {
  text: string;
  action?: { label: string; to: string };
}

/** An empty list that says what to do next. */
export function EmptyFleet({ text, action }: Props) {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        <Typography>{text}</Typography>
        {action && (
          <Button component={Link} to={action.to} variant="contained">
            {action.label}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
