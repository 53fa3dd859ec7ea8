import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { TrackView } from '../../tracks';
import { SAMPLE_TRACK } from '../lib/sampleTrack';

/** The track map with a sample circuit: the line by altitude, start and end, the profile following the pointer. */
export default function TracemapPage() {
  const { t } = useTranslation('playground');
  return (
    <>
      <PageHeader subtitle={t('tracemap.intro')} />
      <TrackView track={SAMPLE_TRACK} />
    </>
  );
}
