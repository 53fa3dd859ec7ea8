import type { DocumentFolder } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/toast';
import { deleteFolder } from '../api/documents';

interface Props {
  folder: DocumentFolder;
  folders: DocumentFolder[];
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a folder, and says so when its documents and sub-folders go with it. */
export function DeleteFolderDialog({ folder, folders, onClose, onDeleted }: Props) {
  const { t } = useTranslation('documents');
  const children = folders.filter((f) => f.parent_id === folder.id);
  const documents = folder.document_count + children.reduce((sum, child) => sum + child.document_count, 0);
  const withContents = documents + children.length > 0;
  return (
    <ConfirmDialog
      title={t('folder.deleteTitle')}
      text={
        withContents
          ? t('folder.deleteWithContents', { name: folder.name, count: documents, folders: children.length })
          : t('folder.deleteEmpty', { name: folder.name })
      }
      confirmLabel={t('delete')}
      onConfirm={async () => {
        await deleteFolder(folder.id, withContents);
        toast.success(t('folder.deleted', { name: folder.name }));
        onDeleted();
      }}
      onClose={onClose}
    />
  );
}
