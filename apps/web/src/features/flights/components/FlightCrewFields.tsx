import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { type Airplane, FLIGHT_TYPES, type Membership } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/ControlledTextField';
import { formatReading } from '../lib/readings';
import { type FlightControl, fieldGrid } from './formTypes';

interface Props {
  control: FlightControl;
  airplanes: Airplane[];
  /** The company's members to record for; absent when the user records only their own flights. */
  pilots?: Membership[];
  instructors: Membership[];
  /** A recorded flight stays on its aircraft. */
  airplaneFixed: boolean;
}

/** '' is a real choice here (myself, no instructor), so the select shows it. */
const SHOW_EMPTY = { select: { displayEmpty: true } };

/** Aircraft, pilot, instructor and kind of flight. */
export function FlightCrewFields({ control, airplanes, pilots, instructors, airplaneFixed }: Props) {
  const { t } = useTranslation('flights');
  return (
    <Box sx={fieldGrid}>
      <ControlledTextField
        select
        size="small"
        name="airplane_id"
        control={control}
        label={t('form.airplane')}
        required
        disabled={airplaneFixed}
        sx={{ gridColumn: 'span 2' }}
      >
        {airplanes.map((airplane) => (
          <MenuItem key={airplane.id} value={airplane.id}>
            {airplane.registration} · {airplane.model} · {t('form.hobbsNow', { reading: formatReading(airplane.hobbs_minutes) })}
          </MenuItem>
        ))}
      </ControlledTextField>
      <ControlledTextField
        select
        size="small"
        name="flight_type"
        control={control}
        label={t('form.type')}
        sx={{ gridColumn: 'span 2' }}
      >
        {FLIGHT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`types.${type}`)}
          </MenuItem>
        ))}
      </ControlledTextField>
      {pilots && (
        <ControlledTextField
          select
          size="small"
          name="pilot_membership_id"
          control={control}
          label={t('form.pilot')}
          slotProps={SHOW_EMPTY}
          sx={{ gridColumn: 'span 2' }}
        >
          <MenuItem value="">{t('form.myself')}</MenuItem>
          {pilots.map((pilot) => (
            <MenuItem key={pilot.id} value={pilot.id}>
              {pilot.name}
            </MenuItem>
          ))}
        </ControlledTextField>
      )}
      <ControlledTextField
        select
        size="small"
        name="instructor_membership_id"
        control={control}
        label={t('form.instructor')}
        slotProps={SHOW_EMPTY}
        sx={{ gridColumn: 'span 2' }}
      >
        <MenuItem value="">{t('form.noInstructor')}</MenuItem>
        {instructors.map((instructor) => (
          <MenuItem key={instructor.id} value={instructor.id}>
            {instructor.name}
          </MenuItem>
        ))}
      </ControlledTextField>
    </Box>
  );
}
