import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SUBJECTS, type Subject, type TheorySession } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../lib/api/handleError';
import { dateOrder } from '../../../../lib/dates/parseDate';
import { fromWallTime } from '../../../../lib/dates/zone';
import { currentLanguageTag } from '../../../../lib/i18n';
import { formatDateTime } from '../../../../lib/i18n/format';
import { useCompanyZone } from '../../../companies';
import { courseEnrolmentsQuery } from '../../api/courses';
import { createSession, saveAttendance, sessionsQuery } from '../../api/theory';

/** A new session: subject, day and time typed in the company's zone, minutes and topic. */
function AddSession({ courseId, zone }: { courseId: number; zone: string }) {
  const { t } = useTranslation('academy');
  const { t: tc } = useTranslation();
  const [subject, setSubject] = useState<Subject>(10);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [minutes, setMinutes] = useState('90');
  const [topic, setTopic] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const instant = fromWallTime({ date: day, time }, zone);
    if (!instant || !(Number(minutes) > 0)) return;
    const startsAt = new Date(instant);
    setSaving(true);
    try {
      await createSession(courseId, {
        subject,
        topic,
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + Number(minutes) * 60_000).toISOString(),
        instructor_membership_id: null,
        location: '',
      });
      setTopic('');
    } catch (error) {
      toastApiError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={t('theory.add')}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr 1fr' }, mt: 2 }}
    >
      <TextField
        select
        size="small"
        label={t('theory.subject')}
        value={subject}
        onChange={(e) => setSubject(Number(e.target.value) as Subject)}
      >
        {SUBJECTS.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`subjects.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 96px', gap: 1 }}>
        <TextField
          size="small"
          required
          label={t('theory.startsAt')}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          placeholder={tc(`dateInput.${dateOrder(currentLanguageTag())}`)}
          autoComplete="off"
        />
        <TextField
          size="small"
          required
          label={t('theory.time')}
          value={time}
          onChange={(e) => setTime(e.target.value)}
          placeholder="HH:MM"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <TextField
        size="small"
        type="number"
        required
        label={t('theory.minutes')}
        value={minutes}
        onChange={(e) => setMinutes(e.target.value)}
        slotProps={{ htmlInput: { min: 1, max: 600 } }}
      />
      <TextField
        size="small"
        label={t('theory.topic')}
        value={topic}
        onChange={(e) => setTopic(e.target.value)}
        sx={{ gridColumn: { sm: '1 / 3' } }}
      />
      <Button type="submit" variant="outlined" disabled={saving}>
        {t('theory.add')}
      </Button>
    </Box>
  );
}

function sessionTitle(session: TheorySession, zone: string, t: TFunction<'academy'>) {
  return `${formatDateTime(session.starts_at, zone)} · ${t(`subjects.${session.subject}`)}${session.topic ? ` · ${session.topic}` : ''}`;
}

/** A course's theory sessions for its instructors and admins: add one, tick who attended. */
export function TheorySessions({ courseId, zone }: { courseId: number; zone: string }) {
  const { t } = useTranslation('academy');
  const sessions = useQuery(sessionsQuery(courseId));
  const enrolments = useQuery(courseEnrolmentsQuery(courseId));
  const students = (enrolments.data ?? []).filter((enrolment) => enrolment.status === 'active');
  const tick = (session: TheorySession, enrolmentId: number, present: boolean) =>
    saveAttendance(session, { attendance: [{ enrolment_id: enrolmentId, present, note: '' }] }).catch(toastApiError);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {t('theory.title')}
      </Typography>
      {sessions.isError && <Alert severity="warning">{t('training.loadFailed')}</Alert>}
      {sessions.data?.length === 0 && <Typography variant="body2">{t('theory.none')}</Typography>}
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {sessions.data?.map((session) => (
          <Box component="li" key={session.id}>
            <Typography variant="body2">{sessionTitle(session, zone, t)}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              {students.map((enrolment) => (
                <FormControlLabel
                  key={enrolment.id}
                  label={enrolment.student.name}
                  control={
                    <Checkbox
                      size="small"
                      disabled={!session.permissions.attendance}
                      checked={session.attendance.some((row) => row.enrolment_id === enrolment.id && row.present)}
                      onChange={(event) => tick(session, enrolment.id, event.target.checked)}
                    />
                  }
                />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <AddSession courseId={courseId} zone={zone} />
    </Box>
  );
}

/** The student's own attendance at their course's theory sessions. */
export function MyAttendance({ courseId, companyId, enrolmentId }: { courseId: number; companyId: number; enrolmentId: number }) {
  const { t } = useTranslation('academy');
  const sessions = useQuery(sessionsQuery(courseId));
  const zone = useCompanyZone(companyId);
  if (sessions.isError) return <Alert severity="warning">{t('training.loadFailed')}</Alert>;
  if (sessions.data?.length === 0) return <Typography variant="body2">{t('theory.none')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {sessions.data?.map((session) => {
        const row = session.attendance.find((candidate) => candidate.enrolment_id === enrolmentId);
        const state = row ? (row.present ? 'present' : 'absent') : 'open';
        return (
          <Typography component="li" variant="body2" key={session.id}>
            {sessionTitle(session, zone, t)}
            {' · '}
            <Box component="span" sx={{ color: state === 'present' ? 'success.main' : 'text.secondary' }}>
              {t(`theory.${state}`)}
            </Box>
          </Typography>
        );
      })}
    </Box>
  );
}
