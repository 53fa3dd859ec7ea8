import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { reportSquawk, uploadSquawkPhoto } from '../api/upkeep';
import { IMAGE_ACCEPT, uploadProblem } from '../lib/uploads';
import { FilePicker } from './FilePicker';

interface Values {
  description: string;
}

/** Any member reports a defect, with a photo of it if they have one; an admin then classifies it. */
export function SquawkReportForm({ airplaneId }: { airplaneId: number }) {
  const { t } = useTranslation('fleet');
  const titleId = useId();
  const form = useForm<Values>({ defaultValues: { description: '' } });
  const [photo, setPhoto] = useState<File | null>(null);
  const photoProblem = photo && uploadProblem(photo, 'image');
  const submit = submitHandler(form, async (values) => {
    if (photoProblem) return;
    const squawk = await reportSquawk(airplaneId, { description: values.description.trim() });
    form.reset();
    setPhoto(null);
    if (!squawk) return toast.info(t(photo ? 'squawks.queuedWithoutPhoto' : 'squawks.queued'));
    if (!photo) return toast.success(t('squawks.reported'));
    try {
      await uploadSquawkPhoto(squawk.id, photo);
      toast.success(t('squawks.reported'));
    } catch {
      toast.error(t('squawks.photoFailed'));
    }
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
      <FilePicker
        label={t(photo ? 'squawks.otherPhoto' : 'squawks.addPhoto')}
        accept={IMAGE_ACCEPT}
        file={photo}
        onChange={setPhoto}
        helperText={t('squawks.photoHelp')}
        error={photoProblem ?? undefined}
        disabled={form.formState.isSubmitting}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('squawks.report')}
        </Button>
      </Box>
    </Box>
  );
}
