import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Track, TrackFigures } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { isApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { FilePicker } from '../../fleet';
import { deleteTrack, shareTrack, type TrackOwner, trackQuery, unshareTrack, uploadTrack } from '../api/tracks';
import { TrackView } from './TrackView';

/** What a browser offers in the file dialog; the server decides by the file's content. */
export const TRACK_ACCEPT = '.gpx,.igc,.kml,application/gpx+xml,application/vnd.google-earth.kml+xml';

interface Props {
  owner: TrackOwner;
  /** Offers the track's times and airfields to the form around; the pilot saves the form to keep them. */
  onSuggest?: (figures: TrackFigures) => void;
  /** The zone the form around writes its times in (a flight's company); the browser's without one. */
  zone?: string;
}

/** A flight's or logbook line's track: upload (GPX, IGC, KML), the map and profile, suggestions, sharing, deleting. */
export function TrackPanel({ owner, onSuggest, zone }: Props) {
  const { t } = useTranslation('tracks');
  const track = useQuery(trackQuery(owner));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      await uploadTrack(owner, file);
      toast.success(t('uploaded'));
    } catch (failure) {
      setError(isApiError(failure) ? (failure.errors.file?.[0] ?? failure.message) : t('uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  if (track.isPending) return <Skeleton variant="rectangular" height={120} />;
  if (track.isError) return <Alert severity="error">{t('loadFailed')}</Alert>;
  const picker = (label: string) => (
    <FilePicker
      label={label}
      accept={TRACK_ACCEPT}
      file={null}
      onChange={choose}
      disabled={busy}
      helperText={t('hint')}
      error={error ?? undefined}
    />
  );
  if (!track.data) return <Box>{picker(t('upload'))}</Box>;
  return <TrackDetails track={track.data} owner={owner} onSuggest={onSuggest} zone={zone} picker={picker(t('replace'))} />;
}

function TrackDetails({ track, owner, onSuggest, zone, picker }: { track: Track; picker: ReactNode } & Props) {
  const { t } = useTranslation('tracks');
  const [link, setLink] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const share = async () => setLink(await shareTrack(track.id));
  const unshare = async () => {
    await unshareTrack(track.id);
    setLink(null);
    toast.success(t('unshared'));
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TrackView track={track} zone={zone} />
      <Typography variant="body2" color="text.secondary">
        {t('file', { name: track.file_name, format: track.format.toUpperCase() })}{' '}
        <a href={track.file_url} download>
          {t('download')}
        </a>
      </Typography>
      {onSuggest && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => onSuggest(track.figures)}>
              {t('suggest.apply')}
            </Button>
          }
        >
          {t(`suggest.${owner.kind}`)}
        </Alert>
      )}
      {link && (
        <TextField
          label={t('shareLink')}
          value={link}
          slotProps={{ htmlInput: { readOnly: true } }}
          helperText={t('shareOnce')}
          fullWidth
        />
      )}
      {track.permissions.share && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {picker}
          <Button variant="outlined" onClick={share}>
            {t(track.shared ? 'shareAgain' : 'share')}
          </Button>
          {track.shared && <Button onClick={unshare}>{t('unshare')}</Button>}
          {track.permissions.delete && (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('delete')}
            </Button>
          )}
        </Box>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteText')}
          confirmLabel={t('delete')}
          onConfirm={async () => {
            await deleteTrack(owner);
            toast.success(t('deleted'));
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </Box>
  );
}
