import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

interface Props<Values extends FieldValues> {
  form: Pick<UseFormReturn<Values>, 'formState' | 'reset'>;
  saveLabel: string;
  discardLabel: string;
  sx?: SxProps<Theme>;
}

/**
 * A settings form's submit and discard buttons: both wait until something is changed, save also while a
 * save is on its way; discard puts the form back to what was last saved.
 */
export function SaveDiscardButtons<Values extends FieldValues>({ form, saveLabel, discardLabel, sx }: Props<Values>) {
  const { isDirty, isSubmitting } = form.formState;
  return (
    <Box sx={[{ display: 'flex', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
        {saveLabel}
      </Button>
      <Button onClick={() => form.reset()} disabled={!isDirty}>
        {discardLabel}
      </Button>
    </Box>
  );
}
