import List from '@mui/material/List';
import type { MaintenanceItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListSection } from '../../../components/ListSection';
import { deleteMaintenanceItem } from '../api/upkeep';
import { byUrgency } from '../lib/attention';
import { maintenanceDue, maintenanceLeft } from '../lib/left';
import { MaintenanceItemDialog } from './MaintenanceItemDialog';
import { UpkeepRow } from './UpkeepRow';

interface Props {
  airplaneId: number;
  items: MaintenanceItem[];
  canEdit: boolean;
}

/** Inspections and parts with a life: what is left of each in Hobbs hours or days, in traffic-light colours. */
export function MaintenanceSection({ airplaneId, items, canEdit }: Props) {
  const { t } = useTranslation('fleet');
  const [editing, setEditing] = useState<MaintenanceItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<MaintenanceItem | null>(null);
  return (
    <ListSection
      title={t('maintenance.title')}
      add={canEdit ? { label: t('maintenance.add'), onClick: () => setEditing('new') } : undefined}
      isEmpty={items.length === 0}
      emptyText={t(canEdit ? 'maintenance.emptyAdmin' : 'maintenance.empty')}
    >
      <List disablePadding aria-label={t('maintenance.title')}>
        {[...items].sort(byUrgency).map((item) => (
          <UpkeepRow
            key={item.id}
            primary={item.what}
            secondary={[maintenanceDue(item, t), item.notes].filter(Boolean).join(' · ')}
            light={item.light}
            left={maintenanceLeft(item, t)}
            actions={
              canEdit
                ? {
                    editLabel: t('maintenance.edit', { what: item.what }),
                    deleteLabel: t('maintenance.delete', { what: item.what }),
                    onEdit: () => setEditing(item),
                    onDelete: () => setRemoving(item),
                  }
                : undefined
            }
          />
        ))}
      </List>
      {editing && (
        <MaintenanceItemDialog
          airplaneId={airplaneId}
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('maintenance.deleteTitle')}
          text={t('maintenance.deleteText', { what: removing.what })}
          confirmLabel={t('common:actions.delete')}
          onConfirm={() => deleteMaintenanceItem(removing.id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </ListSection>
  );
}
