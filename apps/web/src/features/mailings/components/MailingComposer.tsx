import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MailingPreview, Role } from '@portal/contracts';
import { IconEye, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormTextField } from '../../../components/FormTextField';
import { RolesField } from '../../../components/RolesField';
import { SectionCard } from '../../../components/SectionCard';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { previewMailing, sendMailing } from '../api/mailings';

interface Values {
  subject: string;
  body: string;
  roles: Role[];
  essential: boolean;
}

const empty: Values = { subject: '', body: '', roles: [], essential: false };

/**
 * Writes a member mail: the audience, the text; a preview shows the mail as sent and how many get it, then it
 * goes out. `previewOnly` (the playground) shows everything but the send button.
 */
export function MailingComposer({ companyId, previewOnly = false }: { companyId: number; previewOnly?: boolean }) {
  const { t } = useTranslation('mailings');
  const form = useForm<Values>({ defaultValues: empty });
  const { control } = form;
  const [preview, setPreview] = useState<MailingPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const showPreview = submitHandler(form, async (values) => {
    setPreview(await previewMailing(companyId, values));
  });
  const send = async () => {
    const sent = await sendMailing(companyId, form.getValues());
    const counts = sent.counts;
    toast.success(t('sent', { count: (counts?.queued ?? 0) + (counts?.sent ?? 0) }));
    form.reset(empty);
    setPreview(null);
  };
  return (
    <SectionCard title={t('composer.title')}>
      <Box component="form" noValidate onSubmit={showPreview} sx={{ display: 'grid', gap: 2 }} onChange={() => setPreview(null)}>
        <FormTextField
          name="subject"
          control={control}
          label={t('fields.subject')}
          required
          rules={[rules.required, rules.max(200)]}
        />
        <FormTextField
          name="body"
          control={control}
          label={t('fields.body')}
          required
          multiline
          minRows={6}
          rules={[rules.required, rules.max(20000)]}
        />
        <RolesField name="roles" control={control} label={t('fields.roles')} helperText={t('composer.rolesHelp')} />
        <Controller
          name="essential"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    setPreview(null);
                  }}
                />
              }
              label={t('fields.essential')}
            />
          )}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1.5 }}>
          {t('composer.essentialHelp')}
        </Typography>
        <Box>
          <Button type="submit" variant="outlined" startIcon={<IconEye size={18} aria-hidden />}>
            {t('composer.preview')}
          </Button>
        </Box>
      </Box>
      {preview && (
        <Box sx={{ mt: 3, display: 'grid', gap: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1rem' }}>
            {t('composer.previewTitle')}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('composer.previewTitle')}>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{preview.subject}</Typography>
            <Typography component="div" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {preview.body}
            </Typography>
          </Paper>
          <Alert severity={preview.recipient_count > 0 ? 'info' : 'warning'}>
            {t('composer.recipients', { count: preview.recipient_count })}
            {preview.unsubscribed_count > 0 && ` ${t('composer.unsubscribed', { count: preview.unsubscribed_count })}`}
          </Alert>
          {!previewOnly && (
            <Box>
              <Button
                variant="contained"
                startIcon={<IconSend size={18} aria-hidden />}
                disabled={preview.recipient_count === 0}
                onClick={() => setConfirming(true)}
              >
                {t('composer.send')}
              </Button>
            </Box>
          )}
        </Box>
      )}
      {confirming && preview && (
        <ConfirmDialog
          title={t('composer.confirmTitle')}
          text={t('composer.confirmText', { count: preview.recipient_count })}
          confirmLabel={t('composer.send')}
          color="primary"
          onConfirm={send}
          onClose={() => setConfirming(false)}
        />
      )}
    </SectionCard>
  );
}
