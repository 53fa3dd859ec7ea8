import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ProgrammeDetail } from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../lib/api/handleError';
import { toast } from '../../../../lib/toast';
import { createProgramme, saveDraft } from '../../api/courses';
import { draftOf, emptyLesson, emptyPhase, formOf, type PhaseForm } from '../../lib/programmeDraft';
import { LessonFields } from './LessonFields';

interface Props {
  companyId: number;
  /** The programme whose draft is edited (starting from its latest version); none: a new programme. */
  programme: ProgrammeDetail | null;
  onClose: () => void;
}

/**
 * Edits a programme's draft: phases, their lessons and each lesson's exercises. Saving never changes a
 * published version: courses keep theirs until a new version is published.
 */
export function ProgrammeEditor({ companyId, programme, onClose }: Props) {
  const { t } = useTranslation('academy');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const base = programme?.draft ?? programme?.published ?? null;
  const [form, setForm] = useState(() => formOf(base));
  const [saving, setSaving] = useState(false);
  const setPhase = (index: number, phase: PhaseForm) =>
    setForm((old) => ({ ...old, phases: old.phases.map((other, i) => (i === index ? phase : other)) }));
  const removePhase = (index: number) => setForm((old) => ({ ...old, phases: old.phases.filter((_, i) => i !== index) }));
  const save = async () => {
    setSaving(true);
    try {
      const body = draftOf(form, base?.theory_subjects ?? []);
      if (programme) await saveDraft(programme.id, body);
      else await createProgramme(companyId, body);
      toast.success(t('programmes.saved'));
      onClose();
    } catch (error) {
      toastApiError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(programme ? 'programmes.editTitle' : 'programmes.createTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {programme?.published && <DialogContentText>{t('programmes.versionNote')}</DialogContentText>}
        <TextField
          label={t('programmes.name')}
          value={form.name}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
          required
        />
        {form.phases.map((phase, index) => (
          <Box key={phase.key} component="section" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                size="small"
                label={t('programmes.phase', { n: index + 1 })}
                value={phase.name}
                onChange={(event) => setPhase(index, { ...phase, name: event.target.value })}
                required
                sx={{ flex: 1 }}
              />
              <IconButton aria-label={t('programmes.removePhase', { n: index + 1 })} onClick={() => removePhase(index)}>
                <IconTrash size={18} aria-hidden />
              </IconButton>
            </Box>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
              {phase.lessons.map((lesson, lessonIndex) => (
                <LessonFields
                  key={lesson.key}
                  lesson={lesson}
                  onChange={(changed) =>
                    setPhase(index, { ...phase, lessons: phase.lessons.map((l, i) => (i === lessonIndex ? changed : l)) })
                  }
                  onRemove={() => setPhase(index, { ...phase, lessons: phase.lessons.filter((_, i) => i !== lessonIndex) })}
                />
              ))}
            </Box>
            <Button
              size="small"
              startIcon={<IconPlus size={16} aria-hidden />}
              onClick={() => setPhase(index, { ...phase, lessons: [...phase.lessons, emptyLesson()] })}
            >
              {t('programmes.addLesson')}
            </Button>
          </Box>
        ))}
        <Box>
          <Button
            startIcon={<IconPlus size={18} aria-hidden />}
            onClick={() => setForm({ ...form, phases: [...form.phases, emptyPhase()] })}
          >
            {t('programmes.addPhase')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('bank.close')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {t('programmes.saveDraft')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
