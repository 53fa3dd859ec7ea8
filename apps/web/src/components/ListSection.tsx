import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageLoader } from './PageLoader';
import { SectionCard } from './SectionCard';

interface Props {
  title: string;
  /** The add button, for those who may add. */
  add?: { label: string; onClick: () => void };
  /** The list's query while it loads or when it failed (then `failedText` shows). */
  status?: { isPending: boolean; isError: boolean };
  failedText?: string;
  /** True once the list is known to be empty: then `emptyText` says what to do next. */
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** A card holding one list (maintenance items, papers, fees) with its add button, loading, failure and empty states. */
export function ListSection({ title, add, status, failedText, isEmpty, emptyText, children }: Props) {
  return (
    <SectionCard
      title={title}
      action={
        add && (
          <Button variant="contained" size="small" startIcon={<IconPlus size={18} aria-hidden />} onClick={add.onClick}>
            {add.label}
          </Button>
        )
      }
    >
      {status?.isPending && <PageLoader />}
      {status?.isError && <Alert severity="warning">{failedText}</Alert>}
      {isEmpty && <Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography>}
      {children}
    </SectionCard>
  );
}
