import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../../components/PageLoader';
import { formatDate } from '../../../../lib/i18n/format';
import { courseEnrolmentsQuery } from '../../api/courses';

/** A course's students: instructor, dates, lessons done and status. */
export function EnrolmentTable({ courseId, label }: { courseId: number; label: string }) {
  const { t } = useTranslation('academy');
  const { data, isPending } = useQuery(courseEnrolmentsQuery(courseId));
  if (isPending) return <PageLoader />;
  if (!data?.length) return <Typography sx={{ color: 'text.secondary' }}>{t('courses.noEnrolments')}</Typography>;
  return (
    <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('courses.student')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('courses.instructor')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('courses.startsOn')}</TableCell>
          <TableCell>{t('courses.lessons')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('courses.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((enrolment) => (
          <TableRow key={enrolment.id}>
            <TableCell>{enrolment.student.name}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{enrolment.instructor?.name ?? '–'}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{formatDate(enrolment.starts_on)}</TableCell>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {enrolment.lessons_done}/{enrolment.lessons_total}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t(`courses.statuses.${enrolment.status}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
