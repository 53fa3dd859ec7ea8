import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportUrl } from '../api/transfer';

/** Downloads the logbook as CSV or as a printable PDF in the EASA layout, limited to the filtered dates. */
export function ExportMenu({ range }: { range: { from?: string; to?: string } }) {
  const { t } = useTranslation('logbook');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<IconDownload size={18} aria-hidden />}
        endIcon={<IconChevronDown size={16} aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('export.title')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component="a" href={exportUrl('pdf', range)} download onClick={close}>
          {t('export.pdf')}
        </MenuItem>
        <MenuItem component="a" href={exportUrl('csv', range)} download onClick={close}>
          {t('export.csv')}
        </MenuItem>
      </Menu>
    </>
  );
}
