import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { IconBuildingCommunity, IconChevronDown } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMyMemberships } from '../../features/memberships';
import { setActiveCompanyId } from '../../lib/api/session';
import { useActiveCompanyId } from '../../lib/useActiveCompanyId';

/** Switches the active company (stored `company_id`, sent as X-COMPANY) among the user's approved memberships. */
export function MembershipSelector() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = useActiveCompanyId();
  const approved = useMyMemberships().memberships.filter((m) => m.status === 'approved');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const first = approved[0]?.company_id;
  // Without a stored choice the first company is active, so X-COMPANY is set from the start.
  useEffect(() => {
    if (!active && first) setActiveCompanyId(first);
  }, [active, first]);
  if (!approved.length) return null;
  const current = approved.find((m) => m.company_id === (active ?? first));
  const label = current?.company?.name ?? t('navbar.chooseCompany');
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={`${t('navbar.activeCompany')}: ${label}`}
        startIcon={<IconBuildingCommunity size={20} aria-hidden />}
        endIcon={<IconChevronDown size={16} aria-hidden />}
        sx={{ maxWidth: 260, '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
      >
        <span className="label">{label}</span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {approved.map((membership) => (
          <MenuItem
            key={membership.id}
            selected={membership.company_id === active}
            onClick={() => {
              setActiveCompanyId(membership.company_id);
              setAnchor(null);
              navigate(`/companies/${membership.company_id}`);
            }}
          >
            {membership.company?.name ?? `#${membership.company_id}`}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
