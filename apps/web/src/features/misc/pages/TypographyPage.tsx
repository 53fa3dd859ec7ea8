import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';

const VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

/** The type scale in Public Sans, each variant with a sample line. */
export default function TypographyPage() {
  const { t } = useTranslation('misc');
  return (
    <>
      <PageHeader subtitle={t('devTypography.intro')} />
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {VARIANTS.map((variant) => (
            <div key={variant}>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                {variant}
              </Typography>
              <Typography variant={variant} component="p">
                {t('devTypography.sample')}
              </Typography>
            </div>
          ))}
          <Typography component="p" sx={{ fontStyle: 'italic', fontWeight: 300 }}>
            {t('devTypography.sample')} (300 italic)
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
