import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Questionnaire } from '@portal/contracts';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { SectionCard } from '../../../components/SectionCard';
import { useMyMemberships } from '../../memberships';
import { questionnairesQuery } from '../api/academy';
import { QuestionnaireCard } from '../components/QuestionnaireCard';
import { MyTraining } from '../components/training/MyTraining';
import { hasResults, weakSubjects } from '../lib/weakSubjects';

function WeakSubjects({ questionnaires }: { questionnaires: Questionnaire[] }) {
  const { t } = useTranslation('academy');
  const weak = weakSubjects(questionnaires);
  return (
    <SectionCard title={t('dashboard.weakTitle')}>
      {!hasResults(questionnaires) ? (
        <Typography>{t('dashboard.weakNone')}</Typography>
      ) : weak.length === 0 ? (
        <Typography>{t('dashboard.weakAllGood')}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>{t('dashboard.weakText')}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {weak.map((score) => (
              <li key={score.subject}>
                <Chip color="warning" variant="outlined" label={`${t(`subjects.${score.subject}`)} · ${score.score_percent} %`} />
              </li>
            ))}
          </Box>
        </>
      )}
    </SectionCard>
  );
}

/** The academy's start: the questionnaires of each of the user's companies with the last result, and what to practise. */
export default function AcademyDashboardPage() {
  const { t } = useTranslation('academy');
  const { memberships, isPending } = useMyMemberships();
  const approved = memberships.filter((m) => m.status === 'approved');
  const lists = useQueries({ queries: approved.map((m) => questionnairesQuery(m.company_id)) });
  if (isPending || lists.some((list) => list.isPending)) return <PageLoader />;
  const all = lists.flatMap((list) => list.data ?? []);
  return (
    <>
      <PageHeader subtitle={t('dashboard.subtitle')} />
      {approved.length === 0 ? (
        <Alert severity="info">{t('dashboard.noCompanies')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <MyTraining />
          <WeakSubjects questionnaires={all} />
          {approved.map((membership, index) => {
            const questionnaires = lists[index]?.data ?? [];
            return (
              <Box component="section" key={membership.id} aria-label={membership.company?.name}>
                <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
                  {membership.company?.name}
                </Typography>
                {questionnaires.length === 0 ? (
                  <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.empty')}</Typography>
                ) : (
                  <Box
                    sx={{
                      display: 'grid',
                      gap: 2,
                      gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(300px, 1fr))' },
                    }}
                  >
                    {questionnaires.map((questionnaire) => (
                      <QuestionnaireCard key={questionnaire.id} questionnaire={questionnaire} />
                    ))}
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </>
  );
}
