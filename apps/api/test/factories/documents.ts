import type { Database } from '../../src/db/client';
import { documentFolders } from '../../src/db/schema';
import { createDocument } from '../../src/modules/documents';

/** A small PDF, as the sniffing at upload wants it. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n% Betriebshandbuch\n%%EOF\n');

export async function buildFolder(db: Database, companyId: number, overrides: Partial<typeof documentFolders.$inferInsert> = {}) {
  const [row] = await db
    .insert(documentFolders)
    .values({ companyId, name: `Ordner ${Math.random().toString(36).slice(2, 8)}`, ...overrides })
    .returning();
  if (!row) throw new Error('folder not built');
  return row;
}

/** A document of one version in the folder, stored through the service. */
export function buildDocument(
  db: Database,
  folder: { id: number; companyId: number },
  userId: number,
  overrides: { name?: string; mustRead?: boolean; content?: Buffer } = {},
) {
  return createDocument(
    db,
    folder,
    userId,
    { content: overrides.content ?? SAMPLE_PDF, contentType: 'application/pdf', fileName: 'Betriebshandbuch.pdf' },
    { name: overrides.name ?? 'Betriebshandbuch', mustRead: overrides.mustRead ?? false },
  );
}
