import { type Licence, type LicenceInput, licenceInputSchema } from '@portal/contracts';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { isoToTyped, typedToIso } from '../../../lib/dates/typedDay';
import { i18n } from '../../../lib/i18n';

export interface LicenceRow {
  kind: LicenceInput['kind'];
  code: string;
  number: string;
  issued_on: string;
  expires_on: string;
  remarks: string;
}
/** Named `data` as the PUT body is, so a 422 on `data.1.expires_on` finds its input. */
export interface LicencesValues {
  data: LicenceRow[];
}

export const licenceRow = (licence?: Licence): LicenceRow => ({
  kind: licence?.kind ?? 'licence',
  code: licence?.code ?? '',
  number: licence?.number ?? '',
  issued_on: isoToTyped(licence?.issued_on),
  expires_on: isoToTyped(licence?.expires_on),
  remarks: licence?.remarks ?? '',
});

/** Typed dates become ISO days; the contract's schema checks each row (code required, expiry after issue). */
export const licencesResolver: Resolver<LicencesValues, unknown, { data: LicenceInput[] }> = (
  values,
): ResolverResult<LicencesValues, { data: LicenceInput[] }> => {
  const errors: FieldErrors<LicencesValues> = {};
  const rowErrors: FieldErrors<LicenceRow>[] = [];
  const data = values.data.map((row, index) => {
    const problems: FieldErrors<LicenceRow> = {};
    const issued = typedToIso(row.issued_on);
    const expires = typedToIso(row.expires_on);
    if (issued === undefined) problems.issued_on = { type: 'validate', message: i18n.t('validation.format') };
    if (expires === undefined) problems.expires_on = { type: 'validate', message: i18n.t('validation.format') };
    const input = {
      kind: row.kind,
      code: row.code,
      number: row.number.trim() || null,
      issued_on: issued ?? null,
      expires_on: expires ?? null,
      remarks: row.remarks.trim() || null,
    };
    const result = licenceInputSchema.safeParse(input);
    if (!result.success)
      for (const issue of result.error.issues) {
        const field = issue.path[0] as keyof LicenceRow;
        problems[field] ??= {
          type: 'validate',
          message: i18n.t(
            field === 'code'
              ? 'validation.required'
              : field === 'expires_on'
                ? 'logbook:licences.expiryBeforeIssue'
                : 'validation.format',
          ),
        };
      }
    if (Object.keys(problems).length) rowErrors[index] = problems;
    return input;
  });
  if (rowErrors.length) errors.data = rowErrors as FieldErrors<LicencesValues>['data'];
  if (rowErrors.length) return { values: {}, errors };
  return { values: { data: data as LicenceInput[] }, errors: {} };
};
