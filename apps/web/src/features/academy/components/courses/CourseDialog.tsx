import MenuItem from '@mui/material/MenuItem';
import type { Programme } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../../components/FormDateField';
import { FormDialog } from '../../../../components/FormDialog';
import { FormSelectField } from '../../../../components/FormSelectField';
import { FormTextField } from '../../../../components/FormTextField';
import { typedToIso } from '../../../../lib/dates/typedDay';
import { toast } from '../../../../lib/toast';
import { rules } from '../../../../lib/validation/rules';
import { createCourse } from '../../api/courses';

interface Values {
  name: string;
  programme_id: number | '';
  starts_on: string;
  ends_on: string;
  description: string;
}

/** A new course (e.g. "PPL(A) 2027/1") on the latest published version of a programme. */
export function CourseDialog({
  companyId,
  programmes,
  onClose,
}: {
  companyId: number;
  programmes: Programme[];
  onClose: () => void;
}) {
  const { t } = useTranslation('academy');
  const published = programmes.filter((programme) => programme.latest_published_version_id !== null);
  const form = useForm<Values>({
    defaultValues: { name: '', programme_id: published[0]?.id ?? '', starts_on: '', ends_on: '', description: '' },
  });
  const save = async (values: Values) => {
    const course = await createCourse(companyId, {
      name: values.name,
      description: values.description,
      programme_id: Number(values.programme_id),
      starts_on: typedToIso(values.starts_on) ?? '',
      ends_on: typedToIso(values.ends_on) ?? null,
    });
    toast.success(t('courses.created', { name: course.name }));
  };
  return (
    <FormDialog title={t('courses.createTitle')} form={form} onSubmit={save} onClose={onClose}>
      <FormTextField name="name" control={form.control} label={t('courses.name')} required rules={[rules.required]} />
      <FormSelectField
        name="programme_id"
        control={form.control}
        label={t('courses.programme')}
        required
        rules={[rules.required]}
        helperText={t('courses.programmeHelp')}
      >
        {published.map((programme) => (
          <MenuItem key={programme.id} value={programme.id}>
            {programme.name}
          </MenuItem>
        ))}
      </FormSelectField>
      <FormDateField name="starts_on" control={form.control} label={t('courses.startsOn')} required />
      <FormDateField name="ends_on" control={form.control} label={t('courses.endsOn')} />
      <FormTextField name="description" control={form.control} label={t('courses.description')} multiline minRows={2} />
    </FormDialog>
  );
}
