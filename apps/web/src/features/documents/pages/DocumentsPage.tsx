import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClubDocument, DocumentFolder } from '@portal/contracts';
import { IconFolderPlus, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { SearchBox } from '../../../components/SearchBox';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useCompanyPermissions, useCompanyZone } from '../../companies';
import { documentsQuery, foldersQuery } from '../api/documents';
import { DeleteFolderDialog } from '../components/DeleteFolderDialog';
import { DocumentDialog } from '../components/DocumentDialog';
import { DocumentList } from '../components/DocumentList';
import { FolderDialog } from '../components/FolderDialog';
import { FolderList } from '../components/FolderList';
import { MustReadCard } from '../components/MustReadCard';
import { PreviewDialog } from '../components/PreviewDialog';
import { UploadDialog } from '../components/UploadDialog';

type Open =
  | { kind: 'folder'; folder?: DocumentFolder }
  | { kind: 'deleteFolder'; folder: DocumentFolder }
  | { kind: 'upload'; folderId: number }
  | { kind: 'preview'; document: ClubDocument }
  | { kind: 'details'; document: ClubDocument }
  | null;

/** The club's documents: folders on the side, a folder's documents or a search by name, and the member's must-read list on top. */
export default function DocumentsPage() {
  const { t } = useTranslation('documents');
  const companyId = Number(useParams().company_id);
  const manages = useCompanyPermissions(companyId).can('manage_documents');
  const zone = useCompanyZone(companyId);
  const folders = useQuery(foldersQuery(companyId));
  const [chosen, setChosen] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const [open, setOpen] = useState<Open>(null);
  const folder = folders.data?.find((f) => f.id === chosen) ?? (q ? undefined : folders.data?.[0]);
  const documents = useQuery({
    ...documentsQuery(companyId, { folderId: q ? null : (folder?.id ?? null), q }),
    enabled: Boolean(q || folder),
  });
  const close = () => setOpen(null);
  return (
    <>
      <PageHeader
        subtitle={t('subtitle')}
        actions={
          manages && (
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                startIcon={<IconFolderPlus size={18} aria-hidden />}
                onClick={() => setOpen({ kind: 'folder' })}
              >
                {t('folder.create')}
              </Button>
              {folder && (
                <Button
                  variant="contained"
                  startIcon={<IconUpload size={18} aria-hidden />}
                  onClick={() => setOpen({ kind: 'upload', folderId: folder.id })}
                >
                  {t('upload.action')}
                </Button>
              )}
            </Stack>
          )
        }
      />
      <MustReadCard companyId={companyId} onOpen={(document) => setOpen({ kind: 'preview', document })} />
      {folders.isPending ? (
        <PageLoader />
      ) : folders.isError ? (
        <Alert severity="warning">{t('failed')}</Alert>
      ) : folders.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{manages ? t('emptyAdmin') : t('empty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
          <Card>
            <FolderList
              folders={folders.data}
              selected={q ? null : (folder?.id ?? null)}
              onSelect={(id) => {
                setChosen(id);
                setSearch('');
              }}
            />
          </Card>
          <Card component="section" aria-label={q ? t('results') : folder?.name}>
            <CardContent>
              <SearchBox
                label={t('search')}
                value={search}
                onChange={setSearch}
                failed={documents.isError && t('failed')}
                empty={false}
              />
              {!q && folder && (
                <Stack direction="row" sx={{ alignItems: 'center', mt: 2 }}>
                  <Typography variant="h2" sx={{ fontSize: '1.125rem', flex: 1 }}>
                    {folder.name}
                  </Typography>
                  {folder.permissions.update && (
                    <IconButton
                      aria-label={t('folder.edit', { name: folder.name })}
                      onClick={() => setOpen({ kind: 'folder', folder })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </IconButton>
                  )}
                  {folder.permissions.delete && (
                    <IconButton
                      aria-label={t('folder.delete', { name: folder.name })}
                      onClick={() => setOpen({ kind: 'deleteFolder', folder })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </IconButton>
                  )}
                </Stack>
              )}
              {documents.data?.length === 0 && (
                <Typography sx={{ color: 'text.secondary', mt: 2 }}>
                  {q ? t('noResults') : manages ? t('folderEmptyAdmin') : t('folderEmpty')}
                </Typography>
              )}
              <DocumentList
                documents={documents.data ?? []}
                showFolder={Boolean(q)}
                onPreview={(document) => setOpen({ kind: 'preview', document })}
                onDetails={(document) => setOpen({ kind: 'details', document })}
              />
            </CardContent>
          </Card>
        </Box>
      )}
      {open?.kind === 'folder' && (
        <FolderDialog
          companyId={companyId}
          folders={folders.data ?? []}
          folder={open.folder}
          onClose={close}
          onSaved={(f) => setChosen(f.id)}
        />
      )}
      {open?.kind === 'deleteFolder' && (
        <DeleteFolderDialog folder={open.folder} folders={folders.data ?? []} onClose={close} onDeleted={() => setChosen(null)} />
      )}
      {open?.kind === 'upload' && <UploadDialog folderId={open.folderId} onClose={close} />}
      {open?.kind === 'preview' && <PreviewDialog name={open.document.name} version={open.document.current} onClose={close} />}
      {open?.kind === 'details' && (
        <DocumentDialog document={open.document} folders={folders.data ?? []} zone={zone} onClose={close} />
      )}
    </>
  );
}
