import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { reportSquawk } from '../api/upkeep';
import { fleetRules, textOrNull } from '../lib/rules';

interface Values {
  description: string;
  photo_url: string;
}

/** Any member reports a defect, with a link to a photo of it; an admin then classifies it. */
export function SquawkReportForm({ airplaneId }: { airplaneId: number }) {
  const { t } = useTranslation('fleet');
  const titleId = useId();
  const form = useForm<Values>({ defaultValues: { description: '', photo_url: '' } });
  const submit = submitHandler(form, async (values) => {
    await reportSquawk(airplaneId, { description: values.description.trim(), photo_url: textOrNull(values.photo_url) });
    toast.success(t('squawks.reported'));
    form.reset();
  });
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId} sx={{ display: 'grid', gap: 2, mt: 3 }}>
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem' }}>
        {t('squawks.reportTitle')}
      </Typography>
      <FormTextField
        name="description"
        control={form.control}
        label={t('squawks.description')}
        required
        multiline
        minRows={2}
        rules={[rules.required, rules.max(2000)]}
        helperText={t('squawks.descriptionHelp')}
      />
      <FormTextField
        name="photo_url"
        control={form.control}
        label={t('squawks.photoUrl')}
        type="url"
        rules={[fleetRules.link, rules.max(2000)]}
        helperText={t('squawks.photoHelp')}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('squawks.report')}
        </Button>
      </Box>
    </Box>
  );
}
