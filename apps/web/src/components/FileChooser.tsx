import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconFileUpload } from '@tabler/icons-react';

interface Props {
  label: string;
  /** The input's `accept`, e.g. ".csv,text/csv". */
  accept: string;
  /** The file chosen so far, named beside the button. */
  fileName?: string;
  disabled?: boolean;
  onChoose: (file: File) => void;
}

/** A button that opens the file picker, with the chosen file's name beside it; the same file can be chosen again. */
export function FileChooser({ label, accept, fileName, disabled, onChoose }: Props) {
  return (
    <Box>
      <Button component="label" variant="outlined" startIcon={<IconFileUpload size={18} aria-hidden />} disabled={disabled}>
        {label}
        <input
          type="file"
          accept={accept}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onChoose(file);
            event.target.value = '';
          }}
        />
      </Button>
      {fileName && (
        <Box component="span" sx={{ ml: 1.5, overflowWrap: 'anywhere' }}>
          {fileName}
        </Box>
      )}
    </Box>
  );
}
