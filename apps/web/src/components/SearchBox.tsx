import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message when the results could not be loaded, else false. */
  failed?: string | false;
  /** The message when nothing matches, else false. */
  empty?: string | false;
}

/** A search field above a result list, saying when loading failed or nothing matched. */
export function SearchBox({ label, value, onChange, failed, empty }: Props) {
  return (
    <>
      <TextField
        label={label}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        fullWidth
        sx={{ maxWidth: 400 }}
      />
      {failed && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {failed}
        </Alert>
      )}
      {empty && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {empty}
        </Alert>
      )}
    </>
  );
}
