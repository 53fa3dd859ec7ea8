import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Squawk } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingWrites } from '../../../components/offline/PendingWrites';
import { SectionCard } from '../../../components/SectionCard';
import { formatDateTime } from '../../../lib/i18n/format';
import { ClassifySquawkDialog } from './ClassifySquawkDialog';
import { SquawkPhoto } from './SquawkPhoto';
import { SquawkReportForm } from './SquawkReportForm';
import { SquawkStatusChip } from './SquawkStatusChip';

interface Props {
  airplaneId: number;
  squawks: Squawk[];
  zone: string;
  canEdit: boolean;
}

/** Defects not yet fixed, who reported them and how they are classified; the form to report one below. */
export function SquawkSection({ airplaneId, squawks, zone, canEdit }: Props) {
  const { t } = useTranslation('fleet');
  const [classifying, setClassifying] = useState<Squawk | null>(null);
  return (
    <SectionCard title={t('squawks.title')}>
      <PendingWrites scope={`airplane:${airplaneId}`} />
      {squawks.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('squawks.empty')}</Typography>}
      <List disablePadding aria-label={t('squawks.listLabel')}>
        {squawks.map((squawk) => (
          <ListItem key={squawk.id} disableGutters divider sx={{ display: 'block' }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Typography sx={{ flex: 1, minWidth: 200 }}>{squawk.description}</Typography>
              <SquawkStatusChip status={squawk.status} />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {squawk.reported_by
                ? t('squawks.reportedBy', { name: squawk.reported_by.name, at: formatDateTime(squawk.created_at, zone) })
                : t('squawks.reportedAt', { at: formatDateTime(squawk.created_at, zone) })}
              {squawk.resolution && ` · ${squawk.resolution}`}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 0.5 }}>
              {squawk.photo_url && <SquawkPhoto url={squawk.photo_url} description={squawk.description} />}
              {canEdit && (
                <Button
                  size="small"
                  onClick={() => setClassifying(squawk)}
                  aria-label={t('squawks.classifyOne', { description: squawk.description })}
                >
                  {t('squawks.classify')}
                </Button>
              )}
            </Box>
          </ListItem>
        ))}
      </List>
      <SquawkReportForm airplaneId={airplaneId} />
      {classifying && <ClassifySquawkDialog squawk={classifying} onClose={() => setClassifying(null)} />}
    </SectionCard>
  );
}
