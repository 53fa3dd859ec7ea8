import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogSaveActions } from '../../../components/DialogSaveActions';
import { type OutboxItem, resend } from '../../../lib/offline/outbox';

type Scalar = string | number | null;
const isScalar = (value: unknown): value is Scalar => value === null || ['string', 'number'].includes(typeof value);

/** Where each kind's form labels its fields, so the correction speaks as the form did (`Hobbs Beginn`, not `hobbs_start`). */
const LABELS: Record<OutboxItem['kind'], string> = {
  flight: 'flights:form',
  logbook_entry: 'logbook:columns',
  squawk: 'fleet:squawks',
};

/** The fields the server named in its refusal that the queued body holds as plain values: those the user corrects. */
export function correctableFields(item: OutboxItem): string[] {
  return Object.keys(item.problem?.errors ?? {}).filter((field) => field in item.body && isScalar(item.body[field]));
}

/** Corrects the values the server refused (a Hobbs reading the aircraft has moved past) and sends the write again. */
export function CorrectWriteDialog({ item, onClose }: { item: OutboxItem; onClose: () => void }) {
  const { t } = useTranslation(['common', 'flights', 'logbook', 'fleet']);
  const titleId = useId();
  const fields = correctableFields(item);
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((field) => [field, String(item.body[field] ?? '')])));
  const [saving, setSaving] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const corrected = Object.fromEntries(
      fields.map((field) => [field, typeof item.body[field] === 'number' ? Number(values[field]) : values[field]]),
    );
    await resend(item, { ...item.body, ...corrected });
    setSaving(false);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('outbox.correctTitle', { label: item.label })}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {item.problem && <Alert severity="error">{item.problem.message}</Alert>}
          {fields.map((field) => (
            <TextField
              key={field}
              label={t(`${LABELS[item.kind]}.${field}`, { defaultValue: field })}
              value={values[field] ?? ''}
              type={typeof item.body[field] === 'number' ? 'number' : 'text'}
              helperText={item.problem?.errors[field]?.join(' ')}
              error
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          ))}
        </DialogContent>
        <DialogSaveActions onClose={onClose} closeLabel={t('actions.cancel')} saveLabel={t('outbox.resend')} saving={saving} />
      </form>
    </Dialog>
  );
}
