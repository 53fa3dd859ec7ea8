import IconButton from '@mui/material/IconButton';
import type { Airplane } from '@portal/contracts';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toggleFavourite } from '../../booking';

/** Marks an aircraft as a favourite (it then comes first in lists and the booking calendar) or unmarks it. */
export function FavouriteButton({ airplane }: { airplane: Pick<Airplane, 'id' | 'registration' | 'is_favourite'> }) {
  const { t } = useTranslation('fleet');
  const toggle = useMutation({ mutationFn: () => toggleFavourite(airplane.id) });
  const on = toggle.isPending ? !airplane.is_favourite : airplane.is_favourite;
  return (
    <IconButton
      onClick={() => toggle.mutate()}
      disabled={toggle.isPending}
      aria-pressed={on}
      aria-label={t('favourite.label', { registration: airplane.registration })}
      sx={{ color: on ? 'warning.main' : 'text.secondary' }}
    >
      {on ? <IconStarFilled size={22} aria-hidden /> : <IconStar size={22} aria-hidden />}
    </IconButton>
  );
}
