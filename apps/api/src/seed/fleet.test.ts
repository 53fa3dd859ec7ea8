import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEED_TIMEOUT, useTestApp } from '../../test/app';
import { signIn } from '../../test/client';
import { loadAirportFixture } from '../../test/factories/fleet';
import { companies, fees as feeTable, landingFees } from '../db/schema';
import { DEMO_PASSWORD, seedDemoData } from '.';

interface AirplaneBody {
  id: number;
  registration: string;
  icao_type: string;
  status: string;
  homebase: { ident: string };
  fee: { amount: number; currency: string };
  bookingFee: { ident: string };
  latestPosition: { latitude: number } | null;
}

describe('demo fleet', () => {
  const t = useTestApp();

  it(
    'gives the club six aircraft at Schwäbisch Hall with fees, upkeep and landing fees, and the school two',
    async () => {
      await loadAirportFixture(t.db);
      expect(await seedDemoData(t.db)).toBe(true);
      const [club] = await t.db.select().from(companies).where(eq(companies.kind, 'club'));
      const [school] = await t.db.select().from(companies).where(eq(companies.kind, 'school'));
      const admin = await signIn(t.app, 'admin@demo.aero', DEMO_PASSWORD);
      const list = await admin.get(
        `/api/companies/${club?.id}/airplanes?paginate=false&include=fee,bookingFee,homebase,latestPosition`,
      );
      const fleet = (list.json() as { data: AirplaneBody[] }).data;
      expect(fleet.map((airplane) => airplane.registration)).toEqual([
        'D-EFRB',
        'D-EHLB',
        'D-EKLS',
        'D-ELSV',
        'D-GHLV',
        'D-KHLM',
      ]);
      for (const airplane of fleet) {
        expect(airplane).toMatchObject({ homebase: { ident: 'EDTY' }, bookingFee: { ident: 'BUCHUNG' } });
        expect(airplane.latestPosition?.latitude).toBeCloseTo(49.118, 2);
      }
      expect(fleet.find((airplane) => airplane.registration === 'D-EHLB')?.fee).toMatchObject({ amount: 19500, currency: 'EUR' });

      const statusOf = async (registration: string) => {
        const id = fleet.find((airplane) => airplane.registration === registration)?.id;
        return (await admin.get(`/api/airplanes/${id}/status`)).json() as { data: { light: string; status: string } };
      };
      expect((await statusOf('D-EFRB')).data).toMatchObject({ status: 'grounded', light: 'red' });
      expect((await statusOf('D-EHLB')).data.light).toBe('amber');
      expect((await statusOf('D-KHLM')).data.light).toBe('amber');

      const clubFees = await t.db
        .select()
        .from(feeTable)
        .where(eq(feeTable.companyId, club?.id as number));
      const vatOf = (ident: string) => clubFees.find((fee) => fee.ident === ident)?.vatRate;
      expect([vatOf('BEITRAG'), vatOf('C172'), vatOf('BUCHUNG')]).toEqual([0, 1900, 1900]);

      const fees = await t.db
        .select()
        .from(landingFees)
        .where(eq(landingFees.companyId, club?.id as number));
      expect(new Set(fees.map((fee) => fee.airportId)).size).toBe(3);
      const schoolAdmin = await signIn(t.app, 'admin@school.demo.aero', DEMO_PASSWORD);
      const schoolFleet = (await schoolAdmin.get(`/api/companies/${school?.id}/airplanes?include=homebase`)).json() as {
        data: AirplaneBody[];
      };
      expect(schoolFleet.data.map((airplane) => [airplane.registration, airplane.homebase.ident])).toEqual([
        ['D-EFSB', 'EDNY'],
        ['D-ESBF', 'EDNY'],
      ]);
    },
    SEED_TIMEOUT,
  );
});
