import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { FormFileChooser, PDF_OR_IMAGE_ACCEPT } from '../../../components/FormFileChooser';
import { FormTextField } from '../../../components/FormTextField';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { uploadDocument } from '../api/documents';

interface Props {
  folderId: number;
  onClose: () => void;
}

interface Values {
  name: string;
  must_read: boolean;
  file: string;
}

/** Uploads a PDF or image into the folder, under its own name or one typed, optionally as must-read. */
export function UploadDialog({ folderId, onClose }: Props) {
  const { t } = useTranslation('documents');
  const [file, setFile] = useState<File>();
  const form = useForm<Values>({ defaultValues: { name: '', must_read: false, file: '' } });
  const save = async (values: Values) => {
    if (!file) return;
    const { data } = await uploadDocument(folderId, file, { name: values.name, mustRead: values.must_read });
    toast.success(t('upload.done', { name: data.name }));
  };
  return (
    <FormDialog title={t('upload.title')} form={form} onSubmit={save} onClose={onClose} submitLabel={t('upload.submit')}>
      <FormFileChooser
        control={form.control}
        name="file"
        label={t('upload.choose')}
        accept={PDF_OR_IMAGE_ACCEPT}
        help={t('upload.fileHelp')}
        missing={t('upload.fileMissing')}
        fileName={file?.name}
        onChoose={setFile}
      />
      <FormTextField
        name="name"
        control={form.control}
        label={t('fields.name')}
        helperText={t('upload.nameHelp')}
        rules={[rules.max(200)]}
      />
      <Controller
        name="must_read"
        control={form.control}
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t('fields.mustRead')}
          />
        )}
      />
    </FormDialog>
  );
}
