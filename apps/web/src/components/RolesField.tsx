import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { ROLES, type Role } from '@portal/contracts';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** What no role ticked means ("every member"). */
  helperText: string;
}

/** A set of the company's roles as checkboxes (an event's or a mail's audience); none ticked is everyone. */
export function RolesField<T extends FieldValues>({ name, control, label, helperText }: Props<T>) {
  const { t } = useTranslation('common');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = (field.value ?? []) as Role[];
        const toggle = (role: Role, on: boolean) => field.onChange(on ? [...value, role] : value.filter((r) => r !== role));
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup row>
              {ROLES.filter((role) => role !== 'admin').map((role) => (
                <FormControlLabel
                  key={role}
                  control={<Checkbox checked={value.includes(role)} onChange={(event) => toggle(role, event.target.checked)} />}
                  label={t(`roles.${role}`)}
                />
              ))}
            </FormGroup>
            <FormHelperText>{fieldState.error?.message ?? helperText}</FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}
