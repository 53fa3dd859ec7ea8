import type { DocumentVersion } from '@portal/contracts';
import { formatDate, formatNumber } from '../../lib/i18n/format';

/** "Version 2 · 12.03.2026 · 120 KB" */
export const versionLine = (version: DocumentVersion, label: string) =>
  [
    `${label} ${version.version}`,
    formatDate(version.created_at),
    `${formatNumber(Math.max(1, Math.round(version.byte_size / 1024)))} KB`,
  ].join(' · ');
