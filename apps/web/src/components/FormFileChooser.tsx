import FormHelperText from '@mui/material/FormHelperText';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { FileChooser } from './FileChooser';

/** What the file store takes as a document: a PDF or a photo. */
export const PDF_OR_IMAGE_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** The form field holding the chosen file's name, so the form refuses to submit without one. */
  name: Path<T>;
  label: string;
  accept: string;
  help: string;
  /** The message when no file was chosen. */
  missing: string;
  fileName?: string;
  onChoose: (file: File) => void;
}

/** A required file in a form: the picker, and the form's error (or the help) below it. */
export function FormFileChooser<T extends FieldValues>({
  control,
  name,
  label,
  accept,
  help,
  missing,
  fileName,
  onChoose,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name, rules: { validate: (value) => value !== '' || missing } });
  return (
    <div>
      <FileChooser
        label={label}
        accept={accept}
        fileName={fileName}
        onChoose={(chosen) => {
          onChoose(chosen);
          field.onChange(chosen.name);
        }}
      />
      <FormHelperText error={Boolean(fieldState.error)}>{fieldState.error?.message ?? help}</FormHelperText>
    </div>
  );
}
