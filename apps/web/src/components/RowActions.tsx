import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface Props {
  editLabel: string;
  deleteLabel: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** Edit and delete buttons of a table row, each only when allowed (given). */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: Props) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {onEdit && (
        <IconButton size="small" aria-label={editLabel} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </IconButton>
      )}
      {onDelete && (
        <IconButton size="small" aria-label={deleteLabel} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </IconButton>
      )}
    </Stack>
  );
}
