import type { MovementSource } from './movements';

/** The recurring flights' occurrences as movements (none until the series arrive). */
export const recurringMovements: MovementSource = async () => [];
