import { MEMBER_DOCUMENT_KINDS, type MemberDocumentKind } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dayFromInput, FormDateField } from '../../../components/FormDateField';
import { FormDialog } from '../../../components/FormDialog';
import { FormFileChooser, PDF_OR_IMAGE_ACCEPT } from '../../../components/FormFileChooser';
import { FormSelectField } from '../../../components/FormSelectField';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { uploadMemberDocument } from '../api/memberDocuments';

interface Values {
  kind: MemberDocumentKind;
  expires_on: string;
  file: string;
}

/** Uploads a paper (PDF or photo) for the membership: what it is and the day it expires. */
export function MemberDocumentUploadDialog({ membershipId, onClose }: { membershipId: number; onClose: () => void }) {
  const { t } = useTranslation('memberDocuments');
  const [file, setFile] = useState<File>();
  const form = useForm<Values>({ defaultValues: { kind: 'medical', expires_on: '', file: '' } });
  const save = async (values: Values) => {
    if (!file) return;
    await uploadMemberDocument(membershipId, file, {
      kind: values.kind,
      expiresOn: dayFromInput(values.expires_on),
    });
    toast.success(t('upload.done'));
  };
  return (
    <FormDialog title={t('upload.title')} form={form} onSubmit={save} onClose={onClose} submitLabel={t('upload.submit')}>
      <FormSelectField
        name="kind"
        control={form.control}
        label={t('fields.kind')}
        options={MEMBER_DOCUMENT_KINDS}
        optionLabel={(kind) => t(`kinds.${kind}`)}
        rules={[rules.required]}
      />
      <FormDateField
        name="expires_on"
        control={form.control}
        label={t('fields.expiresOn')}
        helperText={t('upload.expiresHelp')}
      />
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
    </FormDialog>
  );
}
