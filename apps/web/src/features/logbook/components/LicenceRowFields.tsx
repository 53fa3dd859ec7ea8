import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import { LICENCE_CODES, LICENCE_KINDS, type LicenceInput } from '@portal/contracts';
import { IconTrash } from '@tabler/icons-react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/ControlledTextField';
import { datePatternKey } from '../../../lib/dates/typedDay';
import type { LicencesValues } from '../lib/licenceForm';

interface Props {
  index: number;
  control: Control<LicencesValues, unknown, { data: LicenceInput[] }>;
  onRemove: () => void;
}

/** One licence, rating or medical: kind, code (from the EASA list of its kind), number, issue and expiry. */
export function LicenceRowFields({ index, control, onRemove }: Props) {
  const { t } = useTranslation('logbook');
  const kind = useWatch({ control, name: `data.${index}.kind` });
  const code = useWatch({ control, name: `data.${index}.code` });
  const codes: readonly string[] = LICENCE_CODES[kind];
  const dateInput = { htmlInput: { inputMode: 'numeric' as const, placeholder: t(datePatternKey()), autoComplete: 'off' } };
  const name = <K extends string>(field: K) => `data.${index}.${field}` as const;
  return (
    <Box
      component="fieldset"
      aria-label={t('licences.row', { number: index + 1 })}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr) auto' },
      }}
    >
      <ControlledTextField select size="small" name={name('kind')} control={control} label={t('licences.kind')}>
        {LICENCE_KINDS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`kinds.${value}`)}
          </MenuItem>
        ))}
      </ControlledTextField>
      <ControlledTextField select size="small" name={name('code')} control={control} label={t('licences.code')} required>
        {[...new Set([...codes, ...(code ? [code] : [])])].map((value) => (
          <MenuItem key={value} value={value}>
            {t(`codes.${value}`, { defaultValue: value })}
          </MenuItem>
        ))}
      </ControlledTextField>
      <ControlledTextField size="small" name={name('number')} control={control} label={t('licences.number')} />
      <IconButton aria-label={t('licences.remove', { number: index + 1 })} onClick={onRemove} sx={{ alignSelf: 'center' }}>
        <IconTrash size={18} />
      </IconButton>
      <ControlledTextField
        size="small"
        name={name('issued_on')}
        control={control}
        label={t('licences.issuedOn')}
        slotProps={dateInput}
      />
      <ControlledTextField
        size="small"
        name={name('expires_on')}
        control={control}
        label={t('licences.expiresOn')}
        slotProps={dateInput}
      />
      <ControlledTextField size="small" name={name('remarks')} control={control} label={t('columns.remarks')} />
    </Box>
  );
}
