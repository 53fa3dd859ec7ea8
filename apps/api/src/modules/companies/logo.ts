import type { Executor } from '../../db/client';
import type { CompanyRow } from '../../plugins/tenancy';
import type { AuditActor } from '../audit';
import { deleteFiles, fileUrl, storeFile, type Upload } from '../files';
import { updateCompany } from './update-company';

/** The stored file a logo URL of the file store points at, if it is one. */
const storedLogoId = (url: string | null) => {
  const id = url?.match(/^\/api\/files\/(\d+)$/)?.[1];
  return id ? Number(id) : null;
};

/**
 * Points the company's `logo_url` at a new image in the file store (or at none), deletes the stored
 * file it had, and audits the change as every settings change; in the caller's transaction.
 */
export async function replaceLogo(
  db: Executor,
  company: CompanyRow,
  upload: Upload | null,
  userId: number,
  actor: AuditActor,
): Promise<CompanyRow> {
  const stored = upload ? await storeFile(db, company.id, userId, upload) : null;
  const updated = await updateCompany(db, company, { logo_url: stored ? fileUrl(stored.id) : null }, actor);
  await deleteFiles(db, [storedLogoId(company.logoUrl)]);
  return updated;
}
