import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/SearchBox';
import { StatusChip } from '../../memberships';
import { companyDirectoryQuery } from '../api/companies';
import { JoinCompanyButton } from './JoinCompanyButton';

/** Finds any company by name or city and asks to join it; shows where a request or membership exists. */
export function CompanyDirectory() {
  const { t } = useTranslation('companies');
  const [search, setSearch] = useState('');
  const {
    data = [],
    isSuccess,
    isError,
  } = useQuery({
    ...companyDirectoryQuery(useDeferredValue(search.trim())),
    meta: { silent: true },
    placeholderData: keepPreviousData,
  });
  return (
    <Card component="section" aria-labelledby="company-directory">
      <CardContent>
        <Typography id="company-directory" variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('directory.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>{t('directory.intro')}</Typography>
        <SearchBox
          label={t('directory.search')}
          value={search}
          onChange={setSearch}
          failed={isError && t('loadFailed')}
          empty={isSuccess && data.length === 0 && t('directory.noMatch')}
        />
        <List aria-label={t('directory.results')}>
          {data.map((company) => (
            <ListItem key={company.id} divider sx={{ gap: 2, px: 0, flexWrap: 'wrap' }}>
              <ListItemText
                primary={company.name}
                secondary={[t(`kinds.${company.kind}`), company.city].filter(Boolean).join(' · ')}
                sx={{ minWidth: 200 }}
              />
              <Box sx={{ flexShrink: 0 }}>
                {company.membership && company.membership.status !== 'left' ? (
                  <StatusChip status={company.membership.status} own />
                ) : (
                  <JoinCompanyButton companyId={company.id} name={company.name} />
                )}
              </Box>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
