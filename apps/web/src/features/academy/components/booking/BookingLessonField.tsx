import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Enrolment, LessonKind } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { courseQuery } from '../../api/courses';
import { myEnrolmentsQuery } from '../../api/training';

/** The lesson a training booking names: the enrolment and one lesson of its programme. */
export type BookingLessonChoice = { enrolment_id: number; lesson_id: number };

interface Props {
  companyId: number;
  /** The booked pilot; `null` when the user books for themself. */
  pilotMembershipId: number | null;
  /** Dual when the booking has an instructor, solo without. */
  kind: LessonKind;
  value: BookingLessonChoice | null;
  onChange: (value: BookingLessonChoice | null) => void;
}

/**
 * The pilot's active enrolment in the company, as the user sees it: their own (as student) or one of
 * their students' (as assigned instructor).
 */
function enrolmentOf(enrolments: Enrolment[] | undefined, companyId: number, pilot: number | null) {
  return (enrolments ?? []).find(
    (enrolment) =>
      enrolment.company_id === companyId &&
      enrolment.status === 'active' &&
      (pilot === null ? enrolment.my_role === 'student' : enrolment.student.membership_id === pilot),
  );
}

/**
 * For a training booking of an enrolled student: the lesson to fly, by default the next one of the
 * booking's kind, or any other of the programme. Shows nothing when the pilot has no enrolment the user can see.
 */
export function BookingLessonField({ companyId, pilotMembershipId, kind, value, onChange }: Props) {
  const { t } = useTranslation('academy');
  const enrolment = enrolmentOf(useQuery(myEnrolmentsQuery()).data, companyId, pilotMembershipId);
  const course = useQuery({ ...courseQuery(enrolment?.course.id ?? 0), enabled: enrolment !== undefined });
  const lessons = course.data?.programme_version.phases.flatMap((phase) => phase.lessons) ?? [];
  const next = enrolment ? (enrolment.next_lesson_by_kind[kind] ?? enrolment.next_lesson) : undefined;
  const fallback = next?.id ?? lessons[0]?.id;
  const proposed = useRef<number | undefined>(undefined);
  // The user's own pick stays; a proposal follows the booking's kind.
  const stale =
    value === null ||
    value.enrolment_id !== enrolment?.id ||
    (value.lesson_id === proposed.current && value.lesson_id !== fallback);

  // The proposed lesson until the user picks another; none without an enrolment.
  useEffect(() => {
    if (!enrolment) {
      if (value !== null) onChange(null);
    } else if (stale && fallback !== undefined) {
      proposed.current = fallback;
      onChange({ enrolment_id: enrolment.id, lesson_id: fallback });
    }
  }, [enrolment, value, stale, fallback, onChange]);

  if (!enrolment || lessons.length === 0) return null;
  return (
    <TextField
      select
      label={t('training.bookingLesson.label')}
      helperText={t(kind === 'dual' ? 'training.bookingLesson.helpDual' : 'training.bookingLesson.helpSolo', {
        course: enrolment.course.name,
      })}
      value={value?.lesson_id ?? ''}
      onChange={(event) => onChange({ enrolment_id: enrolment.id, lesson_id: Number(event.target.value) })}
    >
      {lessons.map((lesson) => (
        <MenuItem key={lesson.id} value={lesson.id}>
          {t('training.lessonName', { code: lesson.code, title: lesson.title })}
          {lesson.id === next?.id ? ` · ${t('training.bookingLesson.next')}` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
