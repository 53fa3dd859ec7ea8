import MenuItem from '@mui/material/MenuItem';
import type { DocumentFolder, Role } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { RolesField } from '../../../components/RolesField';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { createFolder, updateFolder } from '../api/documents';

interface Props {
  companyId: number;
  folders: DocumentFolder[];
  folder?: DocumentFolder;
  onClose: () => void;
  onSaved?: (folder: DocumentFolder) => void;
}

interface Values {
  name: string;
  parent_id: number | '';
  visible_to_roles: Role[];
}

/** Creates or changes a folder: its name, the top-level folder it sits in, and who reads it. */
export function FolderDialog({ companyId, folders, folder, onClose, onSaved }: Props) {
  const { t } = useTranslation('documents');
  const form = useForm<Values>({
    defaultValues: {
      name: folder?.name ?? '',
      parent_id: folder?.parent_id ?? '',
      visible_to_roles: folder?.visible_to_roles ?? [],
    },
  });
  const hasChildren = folder ? folders.some((f) => f.parent_id === folder.id) : false;
  const parents = folders.filter((f) => f.parent_id === null && f.id !== folder?.id);
  const save = async (values: Values) => {
    const body = { ...values, parent_id: values.parent_id === '' ? null : values.parent_id };
    const { data } = folder ? await updateFolder(folder.id, body) : await createFolder(companyId, body);
    toast.success(t(folder ? 'folder.saved' : 'folder.created', { name: data.name }));
    onSaved?.(data);
  };
  return (
    <FormDialog title={t(folder ? 'folder.editTitle' : 'folder.createTitle')} form={form} onSubmit={save} onClose={onClose}>
      <FormTextField
        name="name"
        control={form.control}
        label={t('folder.name')}
        required
        autoFocus
        rules={[rules.required, rules.max(120)]}
      />
      {!hasChildren && (
        <FormSelectField name="parent_id" control={form.control} label={t('folder.parent')} helperText={t('folder.parentHelp')}>
          <MenuItem value="">{t('folder.topLevel')}</MenuItem>
          {parents.map((parent) => (
            <MenuItem key={parent.id} value={parent.id}>
              {parent.name}
            </MenuItem>
          ))}
        </FormSelectField>
      )}
      <RolesField
        name="visible_to_roles"
        control={form.control}
        label={t('folder.readers')}
        helperText={t('folder.readersHelp')}
      />
    </FormDialog>
  );
}
