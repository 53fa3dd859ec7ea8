import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { ClubDocument, DocumentFolder } from '@portal/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { updateDocument } from '../api/documents';

interface Values {
  name: string;
  folder_id: number;
  must_read: boolean;
}

/** Renames a document, moves it to another folder and marks it must-read. */
export function DocumentEditForm({ document, folders }: { document: ClubDocument; folders: DocumentFolder[] }) {
  const { t } = useTranslation('documents');
  const form = useForm<Values>({
    values: { name: document.name, folder_id: document.folder_id, must_read: document.must_read },
  });
  const submit = submitHandler(form, async (values) => {
    await updateDocument(document.id, values);
    toast.success(t('saved', { name: values.name }));
  });
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ pt: 1 }}>
      <FormTextField
        name="name"
        control={form.control}
        label={t('fields.name')}
        required
        rules={[rules.required, rules.max(200)]}
      />
      <FormSelectField name="folder_id" control={form.control} label={t('fields.folder')}>
        {folders.map((folder) => (
          <MenuItem key={folder.id} value={folder.id}>
            {folder.name}
          </MenuItem>
        ))}
      </FormSelectField>
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
      <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        {t('save')}
      </Button>
    </Stack>
  );
}
