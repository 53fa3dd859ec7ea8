import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconFileCode, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { invoicePdfUrl, invoiceXRechnungUrl, invoiceZugferdUrl } from '../api/documents';

/**
 * The invoice as PDF (a draft as a preview), and once issued as ZUGFeRD PDF and XRechnung XML.
 * The PDF opens in a new tab; the e-invoices download.
 */
export function InvoiceDownloads({ invoiceId, issued }: { invoiceId: number; issued: boolean }) {
  const { t } = useTranslation('accounting');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<IconFileTypePdf size={18} aria-hidden />}
        href={invoicePdfUrl(invoiceId)}
        target="_blank"
        rel="noopener"
      >
        {issued ? t('documents.pdf') : t('documents.preview')}
      </Button>
      {issued && (
        <>
          <Button
            variant="outlined"
            size="small"
            startIcon={<IconFileTypePdf size={18} aria-hidden />}
            href={invoiceZugferdUrl(invoiceId)}
            download
          >
            {t('documents.zugferd')}
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={<IconFileCode size={18} aria-hidden />}
            href={invoiceXRechnungUrl(invoiceId)}
            download
          >
            {t('documents.xrechnung')}
          </Button>
        </>
      )}
    </Stack>
  );
}
