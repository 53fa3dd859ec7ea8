import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  meta: { current_page: number; last_page: number; total: number };
  /** What the list holds, e.g. "82 flights · page 1 of 4"; by default "82 entries · …". */
  summary?: ReactNode;
  onPage: (page: number) => void;
  compact?: boolean;
}

/** A paged list's footer: how many rows, and pages with first and last. */
export function ListPagination({ meta, summary, onPage, compact = false }: Props) {
  const { t } = useTranslation();
  if (meta.total === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {summary ?? t('pagination.summary', { count: meta.total, page: meta.current_page, pages: meta.last_page })}
      </Typography>
      {meta.last_page > 1 && (
        <Pagination
          count={meta.last_page}
          page={meta.current_page}
          onChange={(_, next) => onPage(next)}
          showFirstButton
          showLastButton
          siblingCount={compact ? 0 : 1}
          size={compact ? 'small' : 'medium'}
          getItemAriaLabel={(type, page) => t(`pagination.${type}`, { page })}
        />
      )}
    </Box>
  );
}
