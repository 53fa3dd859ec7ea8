import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SUBJECTS, type Subject } from '@portal/contracts';
import { IconFileImport, IconListCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { SearchField } from '../../../components/SearchField';
import { SectionCard } from '../../../components/SectionCard';
import { questionsPageQuery } from '../api/questions';
import { QuestionImportDialog } from '../components/bank/QuestionImportDialog';
import { QuestionItem } from '../components/bank/QuestionItem';
import { QuestionnaireDialog } from '../components/bank/QuestionnaireDialog';

/**
 * The company's question bank for its instructors: filter by subject and words, import a CSV or JSON
 * file after a check, and make a questionnaire of the ticked questions or drawn per subject.
 */
export default function QuestionBankPage() {
  const { t } = useTranslation('academy');
  const companyId = Number(useParams().company_id);
  const [subject, setSubject] = useState<Subject | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<number[]>([]);
  const [dialog, setDialog] = useState<'import' | 'questionnaire' | null>(null);
  const deferred = useDeferredValue(search);
  const { data: result, isPending, isError } = useQuery(questionsPageQuery(companyId, { subject, search: deferred }, page));
  const questions = result?.data ?? [];
  const tick = (id: number, on: boolean) => setTicked((list) => (on ? [...list, id] : list.filter((other) => other !== id)));
  return (
    <>
      <PageHeader
        subtitle={t('bank.subtitle')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<IconFileImport size={18} aria-hidden />} onClick={() => setDialog('import')}>
              {t('bank.import.open')}
            </Button>
            <Button
              variant="contained"
              startIcon={<IconListCheck size={18} aria-hidden />}
              onClick={() => setDialog('questionnaire')}
            >
              {t('bank.create.open')}
            </Button>
          </Box>
        }
      />
      <SectionCard
        title={t('bank.title')}
        action={
          ticked.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('bank.ticked', { count: ticked.length })}
            </Typography>
          )
        }
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' }, mb: 1 }}>
          <TextField
            select
            label={t('bank.subject')}
            value={subject ?? ''}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) => {
              setSubject(event.target.value === '' ? null : (Number(event.target.value) as Subject));
              setPage(1);
            }}
          >
            <MenuItem value="">{t('bank.allSubjects')}</MenuItem>
            {SUBJECTS.map((code) => (
              <MenuItem key={code} value={code}>
                {t(`subjects.${code}`)}
              </MenuItem>
            ))}
          </TextField>
          <SearchField
            label={t('bank.search')}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        </Box>
        {isPending && <PageLoader />}
        {isError && <Alert severity="warning">{t('bank.loadFailed')}</Alert>}
        {!isPending && !isError && questions.length === 0 && (
          <Alert severity="info">{t(subject || deferred ? 'bank.noMatch' : 'bank.empty')}</Alert>
        )}
        {questions.length > 0 && (
          <Box component="ul" aria-label={t('bank.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {questions.map((question) => (
              <QuestionItem
                key={question.id}
                companyId={companyId}
                question={question}
                ticked={ticked.includes(question.id)}
                onTick={(on) => tick(question.id, on)}
              />
            ))}
          </Box>
        )}
        {result?.meta && <ListPagination meta={result.meta} onPage={setPage} />}
      </SectionCard>
      {dialog === 'import' && <QuestionImportDialog companyId={companyId} onClose={() => setDialog(null)} />}
      {dialog === 'questionnaire' && (
        <QuestionnaireDialog companyId={companyId} selected={ticked} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
