import { z } from 'zod';
import { airportFrequencySchema, airportSchema, runwaySchema } from './airports';
import { landingFeeSchema } from './fees';

/** One airport with its runways, frequencies and, with `X-COMPANY`, that company's landing fees there. */
export const airportDetailSchema = airportSchema.extend({
  runways: z.array(runwaySchema),
  frequencies: z.array(airportFrequencySchema),
  landing_fees: z.array(landingFeeSchema).optional(),
});
export type AirportDetail = z.infer<typeof airportDetailSchema>;
