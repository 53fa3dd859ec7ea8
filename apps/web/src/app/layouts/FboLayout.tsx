import Typography from '@mui/material/Typography';
import { IconArrowLeft, IconPlaneInflight, IconRepeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { operatorQuery } from '../../features/fbo';
import { AppShell } from './AppShell';

/** The fbo area: vertical navigation only, the operator's name above it. */
export default function FboLayout() {
  const fboId = Number(useParams().fbo_id);
  const fbo = useQuery({ ...operatorQuery(fboId), meta: { silent: true } }).data;
  const base = `/fixedBaseOperators/${fboId}`;
  const header = fbo && (
    <Typography variant="overline" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.4 }}>
      {fbo.name} · {fbo.airport.ident}
    </Typography>
  );
  return (
    <AppShell
      verticalOnly
      navHeader={header}
      sections={[
        {
          items: [
            { label: 'fboMovements', to: base, icon: IconPlaneInflight, end: true },
            { label: 'recurringFlights', to: `${base}/recurringFlights`, icon: IconRepeat },
            { label: 'dashboard', to: '/', icon: IconArrowLeft, end: true },
          ],
        },
      ]}
    />
  );
}
