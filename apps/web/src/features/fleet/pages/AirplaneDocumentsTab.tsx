import Link from '@mui/material/Link';
import List from '@mui/material/List';
import type { AirplaneDocument } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListSection } from '../../../components/ListSection';
import { formatDay } from '../../../lib/i18n/format';
import { airplaneDocumentsQuery, deleteDocument } from '../api/upkeep';
import { DocumentDialog } from '../components/DocumentDialog';
import { UpkeepRow } from '../components/UpkeepRow';
import { useAirplaneContext } from '../lib/context';
import { documentLeft } from '../lib/left';

/** The aircraft's papers (airworthiness review, insurance, radio licence …) with expiry lights; admins keep them. */
export default function AirplaneDocumentsTab() {
  const { t } = useTranslation('fleet');
  const { airplane, canEdit } = useAirplaneContext();
  const documents = useQuery(airplaneDocumentsQuery(airplane.id));
  const [editing, setEditing] = useState<AirplaneDocument | 'new' | null>(null);
  const [removing, setRemoving] = useState<AirplaneDocument | null>(null);
  return (
    <ListSection
      title={t('documents.title')}
      add={canEdit ? { label: t('documents.add'), onClick: () => setEditing('new') } : undefined}
      status={documents}
      failedText={t('loadFailed')}
      isEmpty={documents.data?.length === 0}
      emptyText={t(canEdit ? 'documents.emptyAdmin' : 'documents.empty')}
    >
      <List disablePadding aria-label={t('documents.title')}>
        {documents.data?.map((document) => (
          <UpkeepRow
            key={document.id}
            primary={document.title}
            secondary={
              <>
                {t(`documents.kinds.${document.kind}`)}
                {document.expires_on && ` · ${t('documents.until', { day: formatDay(document.expires_on) })}`}
                {document.file_url && (
                  <>
                    {' · '}
                    <Link href={document.file_url} target="_blank" rel="noopener noreferrer">
                      {t('documents.open')}
                    </Link>
                  </>
                )}
              </>
            }
            light={document.light}
            left={documentLeft(document, t)}
            actions={
              canEdit
                ? {
                    editLabel: t('documents.edit', { title: document.title }),
                    deleteLabel: t('documents.delete', { title: document.title }),
                    onEdit: () => setEditing(document),
                    onDelete: () => setRemoving(document),
                  }
                : undefined
            }
          />
        ))}
      </List>
      {editing && (
        <DocumentDialog
          airplaneId={airplane.id}
          document={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('documents.deleteTitle')}
          text={t('documents.deleteText', { title: removing.title })}
          confirmLabel={t('common:actions.delete')}
          onConfirm={() => deleteDocument(removing.id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </ListSection>
  );
}
