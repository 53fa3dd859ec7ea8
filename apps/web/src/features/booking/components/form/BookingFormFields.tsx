import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import { type Airplane, BOOKING_TYPES, type BookingCreate, type Membership } from '@portal/contracts';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../../components/ControlledTextField';
import type { BookingFormValues } from '../../lib/form';
import type { Instructor } from '../timeline/BookingTimeline';
import { WallTimeField } from './WallTimeField';

interface Props {
  control: Control<BookingFormValues, unknown, BookingCreate>;
  airplanes: Airplane[];
  instructors: Instructor[];
  /** The company's members to book for; absent when the user books only for themself. */
  pilots?: Membership[];
  /** Offers maintenance and event bookings. */
  blocksAircraft: boolean;
  zone: string;
}

const ADMIN_TYPES = new Set(['maintenance', 'event']);

/** Aircraft, times in the company's zone, pilot, instructor, type, standby, destination and notes. */
export function BookingFormFields({ control, airplanes, instructors, pilots, blocksAircraft, zone }: Props) {
  const { t } = useTranslation('booking');
  return (
    <>
      <ControlledTextField select name="airplane_id" control={control} label={t('form.airplane')} required>
        {airplanes.map((airplane) => (
          <MenuItem key={airplane.id} value={airplane.id}>
            {airplane.registration} · {airplane.model}
          </MenuItem>
        ))}
      </ControlledTextField>
      <WallTimeField name="starts_at" control={control} label={t('form.start')} zone={zone} />
      <WallTimeField name="ends_at" control={control} label={t('form.end')} zone={zone} />
      {pilots && (
        <ControlledTextField select name="membership_id" control={control} label={t('form.pilot')}>
          <MenuItem value="">{t('form.myself')}</MenuItem>
          {pilots.map((pilot) => (
            <MenuItem key={pilot.id} value={pilot.id}>
              {pilot.name}
            </MenuItem>
          ))}
        </ControlledTextField>
      )}
      <ControlledTextField select name="instructor_membership_id" control={control} label={t('form.instructor')}>
        <MenuItem value="">{t('form.noInstructor')}</MenuItem>
        {instructors.map((instructor) => (
          <MenuItem key={instructor.membership_id} value={instructor.membership_id}>
            {instructor.name}
          </MenuItem>
        ))}
      </ControlledTextField>
      <ControlledTextField select name="type" control={control} label={t('form.type')}>
        {BOOKING_TYPES.filter((type) => blocksAircraft || !ADMIN_TYPES.has(type)).map((type) => (
          <MenuItem key={type} value={type}>
            {t(`types.${type}`)}
          </MenuItem>
        ))}
      </ControlledTextField>
      <ControlledTextField
        name="destination"
        control={control}
        label={t('form.destination')}
        helperText={t('form.destinationHelp')}
        slotProps={{ htmlInput: { maxLength: 8, style: { textTransform: 'uppercase' } } }}
      />
      <ControlledTextField name="notes" control={control} label={t('form.notes')} multiline minRows={2} />
      <Controller
        name="standby"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t('form.standby')}
          />
        )}
      />
    </>
  );
}
