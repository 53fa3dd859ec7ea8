import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildCompany } from '../../../test/factories';
import { buildAirplane, buildDocument, buildMaintenanceItem } from '../../../test/factories/fleet';
import { todayIn } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { assertBookable, findCompanyAirplane } from './bookable';

const DAY = 86_400_000;
const inDays = (days: number) =>
  new Date(Date.parse(`${todayIn('Europe/Berlin')}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

describe('assertBookable', () => {
  const t = useTestApp();
  /** A booking from tomorrow 10:00 UTC for the given number of days. */
  const booking = (days = 1): [Date, Date] => {
    const start = new Date(Date.parse(`${inDays(1)}T10:00:00Z`));
    return [start, new Date(start.getTime() + days * DAY)];
  };
  async function refusal(airplaneId: number, days = 1): Promise<string | undefined> {
    const error = await assertBookable(t.db, airplaneId, ...booking(days)).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    if (error === undefined) return undefined;
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errors).toHaveProperty('airplane_id');
    return (error as AppError).message;
  }

  it('lets an aircraft in service with nothing due be booked', async () => {
    const company = await buildCompany(t.db);
    const airplane = await buildAirplane(t.db, company.id, { hobbsMinutes: 100 });
    await buildMaintenanceItem(t.db, airplane, { dueAtHobbsMinutes: 160, dueOn: inDays(30) });
    await buildDocument(t.db, airplane, { kind: 'other', title: 'Old POH', expiresOn: inDays(-100) });
    expect(await refusal(airplane.id)).toBeUndefined();
    expect(await findCompanyAirplane(t.db, company.id, airplane.id)).toMatchObject({ id: airplane.id });
    expect(await findCompanyAirplane(t.db, (await buildCompany(t.db)).id, airplane.id)).toBeUndefined();
  });

  it('refuses a grounded or retired aircraft', async () => {
    const company = await buildCompany(t.db);
    const grounded = await buildAirplane(t.db, company.id, { status: 'grounded', statusReason: 'Oil leak' });
    const retired = await buildAirplane(t.db, company.id, { status: 'retired' });
    expect(await refusal(grounded.id)).toBe(`${grounded.registration} is grounded: Oil leak`);
    expect(await refusal(retired.id)).toBe(`${retired.registration} is retired and cannot be booked.`);
  });

  it('refuses an aircraft due by Hobbs time', async () => {
    const airplane = await buildAirplane(t.db, (await buildCompany(t.db)).id, { hobbsMinutes: 3000 });
    await buildMaintenanceItem(t.db, airplane, { what: '50h check', dueAtHobbsMinutes: 3000 });
    expect(await refusal(airplane.id)).toBe(`${airplane.registration} is due for 50h check at 50:00 Hobbs hours.`);
  });

  it('refuses an aircraft falling due by date before the booking ends', async () => {
    const company = await buildCompany(t.db);
    const soon = await buildAirplane(t.db, company.id);
    await buildMaintenanceItem(t.db, soon, { what: 'annual', dueOn: inDays(3) });
    expect(await refusal(soon.id, 1)).toBeUndefined();
    expect(await refusal(soon.id, 3)).toBe(`${soon.registration} falls due for annual on ${inDays(3)}, before the booking ends.`);
    const overdue = await buildAirplane(t.db, company.id);
    await buildMaintenanceItem(t.db, overdue, { what: 'ARC', dueOn: inDays(0) });
    expect(await refusal(overdue.id)).toBe(`${overdue.registration} has been due for ARC since ${inDays(0)}.`);
  });

  it('refuses an aircraft whose insurance runs out before the booking ends', async () => {
    const airplane = await buildAirplane(t.db, (await buildCompany(t.db)).id);
    await buildDocument(t.db, airplane, { kind: 'insurance', title: 'Haftpflicht', expiresOn: inDays(2) });
    expect(await refusal(airplane.id, 1)).toBeUndefined();
    expect(await refusal(airplane.id, 3)).toBe(`${airplane.registration}: Haftpflicht is valid only until ${inDays(2)}.`);
  });
});
