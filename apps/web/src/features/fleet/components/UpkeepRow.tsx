import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { TrafficLight as Light } from '@portal/contracts';
import type { ReactNode } from 'react';
import { RowActions } from '../../../components/RowActions';
import { TrafficLight } from './TrafficLight';

interface Props {
  primary: ReactNode;
  secondary: ReactNode;
  light: Light;
  /** What is left, beside the light. */
  left: string;
  /** For those who keep the fleet: the buttons' accessible names and actions. */
  actions?: { editLabel: string; deleteLabel: string; onEdit: () => void; onDelete: () => void };
}

/** A maintenance item or a paper: what it is, its light with what is left, and edit and delete for admins. */
export function UpkeepRow({ primary, secondary, light, left, actions }: Props) {
  return (
    <ListItem disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText primary={primary} secondary={secondary} />
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <TrafficLight light={light} label={left} />
        {actions && <RowActions {...actions} />}
      </Stack>
    </ListItem>
  );
}
