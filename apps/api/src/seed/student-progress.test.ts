import type { Enrolment, Progress } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { json, SEED_TIMEOUT, useTestApp } from '../../test/app';
import { signIn } from '../../test/client';
import { loadAirportFixture } from '../../test/factories/fleet';
import { DEMO_PASSWORD, seedDemoData } from '.';

const HOUR = 60;

describe('the demo student', () => {
  const t = useTestApp();

  it(
    'is about half-way: half the lessons done, about half the 45 hours, mostly dual with her first solos',
    async () => {
      await loadAirportFixture(t.db);
      expect(await seedDemoData(t.db, new Date())).toBe(true);
      const student = await signIn(t.app, 'student@demo.aero', DEMO_PASSWORD);
      const [enrolment] = json<{ data: Enrolment[] }>(await student.get('/api/user/enrolments')).data;
      const progress = json<{ data: Progress }>(await student.get(`/api/enrolments/${enrolment?.id}/progress`)).data;
      const { total, dual, supervised_solo: solo } = progress.minima;
      expect(enrolment?.lessons_done).toBeGreaterThanOrEqual(10);
      expect(enrolment?.lessons_done).toBeLessThanOrEqual(14);
      expect(total.done_minutes).toBeGreaterThanOrEqual(18 * HOUR);
      expect(total.done_minutes).toBeLessThanOrEqual(27 * HOUR);
      expect(dual.done_minutes).toBeLessThan(dual.required_minutes);
      expect(solo.done_minutes).toBeGreaterThan(0);
      expect(solo.done_minutes).toBeLessThan(dual.done_minutes / 4);
    },
    SEED_TIMEOUT,
  );
});
