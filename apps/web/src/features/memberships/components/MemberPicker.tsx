import Autocomplete from '@mui/material/Autocomplete';
import type { SxProps } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { Membership } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyMembershipsQuery } from '../api/companyMemberships';

interface Props {
  companyId: number;
  label: string;
  /** The chosen membership's id, or null for none. */
  value: number | null;
  onChange: (membershipId: number | null) => void;
  /** Members not offered (the other payer of a split). */
  exclude?: number[];
  size?: 'small' | 'medium';
  required?: boolean;
  sx?: SxProps;
}

const labelOf = (member: Membership) => (member.member_number ? `${member.name} (${member.member_number})` : member.name);

/** One of the company's approved members, found by typing part of the name, e-mail or member number. */
export function MemberPicker({ companyId, label, value, onChange, exclude = [], size, required, sx }: Props) {
  const { t } = useTranslation('memberships');
  const { data: members = [], isPending } = useQuery(companyMembershipsQuery(companyId, { status: 'approved' }));
  const options = members.filter((member) => member.id === value || !exclude.includes(member.id));
  const selected = options.find((member) => member.id === value) ?? null;
  return (
    <Autocomplete
      size={size}
      autoHighlight
      options={options}
      value={selected}
      loading={isPending}
      loadingText={t('picker.loading')}
      noOptionsText={t('picker.none')}
      getOptionLabel={labelOf}
      getOptionKey={(member) => member.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(list, { inputValue }) => {
        const typed = inputValue.trim().toLocaleLowerCase();
        if (!typed) return list;
        return list.filter((member) =>
          [member.name, member.email, member.member_number ?? ''].some((text) => text.toLocaleLowerCase().includes(typed)),
        );
      }}
      onChange={(_, member) => onChange(member?.id ?? null)}
      renderInput={(params) => <TextField {...params} label={label} required={required} />}
      sx={sx}
    />
  );
}
