import MenuItem from '@mui/material/MenuItem';
import { type AirplaneDocument, DOCUMENT_KINDS } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dayFromInput, FormDateField } from '../../../components/FormDateField';
import { FormDialog } from '../../../components/FormDialog';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { dayInput } from '../../../lib/i18n/format';
import { rules } from '../../../lib/validation/rules';
import { addDocument, updateDocument } from '../api/upkeep';
import { fleetRules, textOrNull } from '../lib/rules';

interface Values {
  kind: AirplaneDocument['kind'];
  title: string;
  expires_on: string;
  file_url: string;
}

interface Props {
  airplaneId: number;
  document?: AirplaneDocument;
  onClose: () => void;
}

/** Adds or changes one of the aircraft's papers: its kind, title, expiry and a link to the file. */
export function DocumentDialog({ airplaneId, document, onClose }: Props) {
  const { t } = useTranslation('fleet');
  const form = useForm<Values>({
    defaultValues: {
      kind: document?.kind ?? 'airworthiness_review',
      title: document?.title ?? '',
      expires_on: dayInput(document?.expires_on),
      file_url: document?.file_url ?? '',
    },
  });
  const save = (values: Values) => {
    const body = {
      kind: values.kind,
      title: values.title.trim(),
      expires_on: dayFromInput(values.expires_on),
      file_url: textOrNull(values.file_url),
    };
    return document ? updateDocument(document.id, body) : addDocument(airplaneId, body);
  };
  return (
    <FormDialog title={t(document ? 'documents.editTitle' : 'documents.addTitle')} form={form} onSubmit={save} onClose={onClose}>
      <FormSelectField name="kind" control={form.control} label={t('documents.kind')}>
        {DOCUMENT_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`documents.kinds.${kind}`)}
          </MenuItem>
        ))}
      </FormSelectField>
      <FormTextField
        name="title"
        control={form.control}
        label={t('documents.docTitle')}
        required
        rules={[rules.required, rules.max(255)]}
      />
      <FormDateField
        name="expires_on"
        control={form.control}
        label={t('documents.expiresOn')}
        helperText={t('documents.expiresHelp')}
      />
      <FormTextField
        name="file_url"
        control={form.control}
        label={t('documents.fileUrl')}
        type="url"
        rules={[fleetRules.link, rules.max(2000)]}
      />
    </FormDialog>
  );
}
