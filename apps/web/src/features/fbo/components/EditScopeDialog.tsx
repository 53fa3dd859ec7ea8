import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { EDIT_SCOPES } from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

export type EditScope = (typeof EDIT_SCOPES)[number];

interface Props {
  title: string;
  /** What is about to happen to the flight, above the choice. */
  text: string;
  scopes: readonly EditScope[];
  confirmLabel: string;
  color?: 'error' | 'primary';
  onConfirm: (scope: EditScope) => Promise<unknown>;
  onClose: () => void;
}

/** Asks which flights of a series a change or a cancellation concerns, as calendars do: this one, this and the following, all. */
export function EditScopeDialog({ title, text, scopes, confirmLabel, color, onConfirm, onClose }: Props) {
  const { t } = useTranslation('fbo');
  const labelId = useId();
  const [scope, setScope] = useState<EditScope>('this');
  return (
    <ConfirmDialog
      title={title}
      color={color}
      confirmLabel={confirmLabel}
      onClose={onClose}
      onConfirm={() => onConfirm(scope)}
      text={
        <>
          <Typography sx={{ mb: 1 }}>{text}</Typography>
          <Typography id={labelId} variant="subtitle2">
            {t('scope.which')}
          </Typography>
          <RadioGroup aria-labelledby={labelId} value={scope} onChange={(event) => setScope(event.target.value as EditScope)}>
            {scopes.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={t(`scope.${value}`)} />
            ))}
          </RadioGroup>
        </>
      }
    />
  );
}
