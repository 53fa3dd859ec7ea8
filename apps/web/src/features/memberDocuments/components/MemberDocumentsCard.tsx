import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MemberDocument } from '@portal/contracts';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDay } from '../../../lib/i18n/format';
import { deleteMemberDocument, memberDocumentsQuery } from '../api/memberDocuments';
import { MemberDocumentUploadDialog } from './MemberDocumentUploadDialog';

const stateColor = { valid: 'success', expiring: 'warning', expired: 'error' } as const;

/** Papers are kept for members who have joined, not for requests (the API refuses them). */
const JOINED = ['approved', 'suspended'];

/** A membership's papers (licence copy, medical, ZÜP…) with their expiry, for the member and the company's admins. */
export function MemberDocumentsCard({ membership }: { membership: { id: number; status: string } }) {
  const membershipId = membership.id;
  const { t } = useTranslation('memberDocuments');
  const { data: documents, isError } = useQuery({ ...memberDocumentsQuery(membershipId), meta: { silent: true } });
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<MemberDocument>();
  if (isError) return null;
  return (
    <Card sx={{ maxWidth: 720, mt: 3 }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="h6" component="h2">
            {t('title')}
          </Typography>
          {JOINED.includes(membership.status) && (
            <Button variant="outlined" startIcon={<IconUpload size={18} aria-hidden />} onClick={() => setUploading(true)}>
              {t('upload.open')}
            </Button>
          )}
        </Stack>
        {documents?.length === 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('empty')}
          </Alert>
        )}
        {documents && documents.length > 0 && (
          <List aria-label={t('title')}>
            {documents.map((document) => (
              <ListItem
                key={document.id}
                disablePadding
                divider
                secondaryAction={
                  document.permissions.delete && (
                    <IconButton
                      edge="end"
                      aria-label={t('delete', { name: document.file_name })}
                      onClick={() => setDeleting(document)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </IconButton>
                  )
                }
                sx={{ pr: 6 }}
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <span>{t(`kinds.${document.kind}`)}</span>
                      {document.expires_on && (
                        <Chip
                          size="small"
                          color={stateColor[document.state]}
                          variant={document.state === 'valid' ? 'outlined' : 'filled'}
                          label={t(`states.${document.state}`, { date: formatDay(document.expires_on) })}
                        />
                      )}
                    </Stack>
                  }
                  secondary={
                    <Link href={document.file_url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
                      {document.file_name}
                    </Link>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {uploading && <MemberDocumentUploadDialog membershipId={membershipId} onClose={() => setUploading(false)} />}
      {deleting && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteText', { name: deleting.file_name })}
          confirmLabel={t('deleteConfirm')}
          onConfirm={() => deleteMemberDocument(deleting.id)}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </Card>
  );
}
