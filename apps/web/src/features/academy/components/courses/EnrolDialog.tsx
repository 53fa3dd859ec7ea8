import MenuItem from '@mui/material/MenuItem';
import type { Course } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../../components/FormDateField';
import { FormDialog } from '../../../../components/FormDialog';
import { FormSelectField } from '../../../../components/FormSelectField';
import { isoToTyped, typedToIso } from '../../../../lib/dates/typedDay';
import { toast } from '../../../../lib/toast';
import { rules } from '../../../../lib/validation/rules';
import { companyMembershipsQuery } from '../../../memberships';
import { enrol } from '../../api/courses';

interface Values {
  membership_id: number | '';
  instructor_membership_id: number | '';
  starts_on: string;
  planned_end_on: string;
}

/** Enrols a member with the student role in a course, with the instructor who trains them. */
export function EnrolDialog({ course, onClose }: { course: Course; onClose: () => void }) {
  const { t } = useTranslation('academy');
  const students = useQuery(companyMembershipsQuery(course.company_id, { status: 'approved', role: 'student' }));
  const instructors = useQuery(companyMembershipsQuery(course.company_id, { status: 'approved', role: 'instructor' }));
  const form = useForm<Values>({
    defaultValues: {
      membership_id: '',
      instructor_membership_id: '',
      starts_on: isoToTyped(course.starts_on),
      planned_end_on: isoToTyped(course.ends_on),
    },
  });
  const save = async (values: Values) => {
    const enrolment = await enrol(course.id, {
      membership_id: Number(values.membership_id),
      instructor_membership_id: values.instructor_membership_id === '' ? null : values.instructor_membership_id,
      starts_on: typedToIso(values.starts_on) ?? '',
      planned_end_on: typedToIso(values.planned_end_on) ?? null,
    });
    toast.success(t('courses.enrolled', { name: enrolment.student.name, course: course.name }));
  };
  return (
    <FormDialog title={t('courses.enrolTitle', { course: course.name })} form={form} onSubmit={save} onClose={onClose}>
      <FormSelectField name="membership_id" control={form.control} label={t('courses.student')} required rules={[rules.required]}>
        {(students.data ?? []).map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {member.name}
          </MenuItem>
        ))}
      </FormSelectField>
      <FormSelectField name="instructor_membership_id" control={form.control} label={t('courses.instructor')}>
        <MenuItem value="">{t('courses.noInstructor')}</MenuItem>
        {(instructors.data ?? []).map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {member.name}
          </MenuItem>
        ))}
      </FormSelectField>
      <FormDateField name="starts_on" control={form.control} label={t('courses.startsOn')} required />
      <FormDateField name="planned_end_on" control={form.control} label={t('courses.plannedEnd')} />
    </FormDialog>
  );
}
