import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AirportDetail } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../lib/countries';
import { feetAndMetres } from '../lib/measures';

/** The airport's codes, kind, elevation, place and links as a description list. */
export function AirportFacts({ airport }: { airport: AirportDetail }) {
  const { t } = useTranslation('airports');
  const link = (href: string | null, text: string) =>
    href && /^https?:\/\//.test(href) ? (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </Link>
    ) : null;
  const facts: [string, ReactNode][] = [
    [t('facts.ident'), airport.ident],
    [t('facts.iata'), airport.iata_code],
    [t('facts.gps'), airport.gps_code !== airport.ident ? airport.gps_code : null],
    [t('facts.type'), t(`types.${airport.type}`, { defaultValue: airport.type })],
    [t('facts.elevation'), feetAndMetres(airport.elevation_ft)],
    [t('facts.municipality'), airport.municipality],
    [t('facts.country'), `${countryName(airport.iso_country)} (${airport.iso_region ?? airport.iso_country})`],
    [t('facts.website'), link(airport.home_link, t('facts.websiteLink'))],
    [t('facts.wikipedia'), link(airport.wikipedia_link, t('facts.wikipediaLink'))],
  ];
  return (
    <Typography
      component="dl"
      variant="body2"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {facts
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <Fact key={term} term={term} value={value} />
        ))}
    </Typography>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </>
  );
}
