import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { PageHeader } from '../../../components/PageHeader';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { toast } from '../../../lib/toast';
import { fieldRules } from '../../../lib/validation/fields';
import { rules } from '../../../lib/validation/rules';
import { createCompany } from '../api/companies';

type Values = { name: string; kind: 'club' | 'school'; city: string; email: string };

/** Creates a club or school; the creator becomes its admin (docs/CONTRACT.md). */
export default function CompanyCreatePage() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    defaultValues: { name: '', kind: 'club', city: '', email: '' },
  });
  const { control, formState } = form;
  const submit = submitHandler(form, async (values) => {
    const company = await createCompany({ ...values, city: values.city || undefined, email: values.email || undefined });
    await queryClient.invalidateQueries();
    toast.success(t('created', { name: company.name }));
    navigate(`/companies/${company.id}`);
  });
  return (
    <>
      <PageHeader subtitle={t('createIntro')} />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FormTextField name="name" control={control} label={t('fields.name')} autoFocus rules={fieldRules.name} />
          <FormSelectField name="kind" control={control} label={t('fields.kind')}>
            <MenuItem value="club">{t('kinds.club')}</MenuItem>
            <MenuItem value="school">{t('kinds.school')}</MenuItem>
          </FormSelectField>
          <FormTextField name="city" control={control} label={t('fields.city')} rules={[rules.max(255)]} />
          <FormTextField
            name="email"
            control={control}
            label={t('fields.email')}
            type="email"
            rules={[rules.email, rules.max(255)]}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {t('createSubmit')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
