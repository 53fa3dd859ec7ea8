import type { FlightCreate } from '@portal/contracts';
import type { Control } from 'react-hook-form';
import type { FlightFormValues } from '../lib/flightForm';

export type FlightControl = Control<FlightFormValues, unknown, FlightCreate>;

/** The form's grids: two columns on a phone, four from the small breakpoint. */
export const fieldGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } } as const;

export const numericInput = { htmlInput: { inputMode: 'numeric' as const, autoComplete: 'off' } };
