import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { getContrastRatio } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { darkScheme, lightScheme, modernScheme } from '../../../lib/theme/palette';

const SCHEMES = { light: lightScheme, dark: darkScheme, modern: modernScheme } as const;
const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

interface Colors {
  main: string;
}

/** The three schemes side by side: each colour on the scheme's page background, with its contrast ratio. */
export function SchemePalettes() {
  const { t } = useTranslation('misc');
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      {Object.entries(SCHEMES).map(([name, scheme]) => {
        const palette = scheme.palette ?? {};
        const page = palette.background?.default ?? '#fff';
        return (
          <Grid key={name} size={{ xs: 12, md: 4 }}>
            <Card>
              <CardContent sx={{ bgcolor: page, color: palette.text?.primary }}>
                <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
                  {t(`devTheme.schemes.${name}`)}
                </Typography>
                {COLORS.map((color) => {
                  const main = (palette[color] as Colors | undefined)?.main ?? '#000';
                  return (
                    <Box key={color} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5, fontSize: 13 }}>
                      <Box sx={{ width: 32, height: 20, borderRadius: 0.5, bgcolor: main }} />
                      <span>{color}</span>
                      <span>{main}</span>
                      <Box component="span" sx={{ ml: 'auto' }}>
                        {t('devTheme.contrast', { ratio: getContrastRatio(main, page).toFixed(1) })}
                      </Box>
                    </Box>
                  );
                })}
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
