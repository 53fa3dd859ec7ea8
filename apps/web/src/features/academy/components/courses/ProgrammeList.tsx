import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { Programme, ProgrammeDetail } from '@portal/contracts';
import { IconEdit, IconPlus, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { PageLoader } from '../../../../components/PageLoader';
import { SectionCard } from '../../../../components/SectionCard';
import { toastApiError } from '../../../../lib/api/handleError';
import { queryClient } from '../../../../lib/queryClient';
import { toast } from '../../../../lib/toast';
import { programmeQuery, programmesQuery, publishDraft } from '../../api/courses';
import { ProgrammeEditor } from './ProgrammeEditor';

function ProgrammeCard({ programme, onEdit }: { programme: Programme; onEdit: () => void }) {
  const { t } = useTranslation('academy');
  const [confirming, setConfirming] = useState(false);
  const publish = async () => {
    await publishDraft(programme.id);
    toast.success(t('programmes.published', { name: programme.name }));
  };
  return (
    <SectionCard
      title={programme.name}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
            {t(programme.draft_version_id ? 'programmes.editDraft' : 'programmes.newVersion')}
          </Button>
          {programme.draft_version_id && (
            <Button
              size="small"
              variant="contained"
              startIcon={<IconSend size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('programmes.publish')}
            </Button>
          )}
        </Box>
      }
    >
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {programme.versions.map((version) => (
          <li key={version.id}>
            <Chip
              size="small"
              variant={version.status === 'draft' ? 'outlined' : 'filled'}
              color={version.id === programme.latest_published_version_id ? 'primary' : 'default'}
              label={t(`programmes.version.${version.status}`, { n: version.number, count: version.course_count })}
            />
          </li>
        ))}
      </Box>
      {confirming && (
        <ConfirmDialog
          title={t('programmes.publishTitle', { name: programme.name })}
          text={t('programmes.publishText')}
          confirmLabel={t('programmes.publish')}
          onConfirm={publish}
          color="primary"
          onClose={() => setConfirming(false)}
        />
      )}
    </SectionCard>
  );
}

/** The company's training programmes with their versions; the admin edits a draft and publishes it. */
export function ProgrammeList({ companyId }: { companyId: number }) {
  const { t } = useTranslation('academy');
  const { data, isPending, isError } = useQuery(programmesQuery(companyId));
  const [editing, setEditing] = useState<ProgrammeDetail | null | 'new'>(null);
  const edit = async (programme: Programme) => {
    try {
      setEditing(await queryClient.fetchQuery(programmeQuery(programme.id)));
    } catch (error) {
      toastApiError(error);
    }
  };
  if (isPending) return <PageLoader />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button variant="contained" startIcon={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t('programmes.create')}
        </Button>
      </Box>
      {isError && <Alert severity="warning">{t('training.loadFailed')}</Alert>}
      {data?.length === 0 && <Alert severity="info">{t('programmes.empty')}</Alert>}
      {data?.map((programme) => (
        <ProgrammeCard key={programme.id} programme={programme} onEdit={() => void edit(programme)} />
      ))}
      {editing && (
        <ProgrammeEditor companyId={companyId} programme={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
