import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { IconPaperclip } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  helperText?: string;
  error?: string;
  disabled?: boolean;
  /** More buttons in the same row, e.g. one that removes the stored file. */
  children?: ReactNode;
}

/** Chooses one file: a button opening the file dialog, the chosen name, a way to drop it again, hint or error below. */
export function FilePicker({ label, accept, file, onChange, helperText, error, disabled, children }: Props) {
  const { t } = useTranslation('fleet');
  const helpId = useId();
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {/* The label is what takes focus (the input is hidden), so it carries the hint or the error for screen readers. */}
        <Button
          component="label"
          variant="outlined"
          startIcon={<IconPaperclip size={18} aria-hidden />}
          disabled={disabled}
          aria-describedby={helpId}
        >
          {label}
          <input
            type="file"
            accept={accept}
            hidden
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </Button>
        {file && (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
            <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
              {t('upload.drop')}
            </Button>
          </>
        )}
        {children}
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? helperText}
      </FormHelperText>
    </Box>
  );
}
