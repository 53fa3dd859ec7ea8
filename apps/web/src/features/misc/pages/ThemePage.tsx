import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { type CssVarsTheme, getContrastRatio, useColorScheme, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { SchemePalettes } from '../components/SchemePalettes';

const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
const SHADES = ['light', 'main', 'dark'] as const;

/** Black or white, whichever reads better on the swatch. */
const readableOn = (background: string) =>
  getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : '#000';

/** The current theme's palette, and the light, dark and modern schemes, to check colours and contrast at a glance. */
export default function ThemePage() {
  const { t } = useTranslation('misc');
  const theme = useTheme<CssVarsTheme>();
  const { mode, systemMode } = useColorScheme();
  // The palette of the scheme on screen: theme.palette alone is the light one when CSS variables are on.
  const palette = theme.colorSchemes[(mode === 'system' ? systemMode : mode) ?? 'light']?.palette ?? theme.palette;
  return (
    <>
      <PageHeader subtitle={t('devTheme.intro')} />
      <Grid container spacing={2}>
        {COLORS.map((color) => (
          <Grid key={color} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card>
              <CardContent>
                <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
                  {color}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1 }}>
                  {SHADES.map((shade) => (
                    <Box
                      key={shade}
                      sx={{
                        flex: 1,
                        p: 1.5,
                        borderRadius: 1,
                        bgcolor: palette[color][shade],
                        color: readableOn(palette[color][shade]),
                        fontSize: 13,
                      }}
                    >
                      {shade}
                      <br />
                      {palette[color][shade]}
                    </Box>
                  ))}
                </Box>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <SchemePalettes />
    </>
  );
}
