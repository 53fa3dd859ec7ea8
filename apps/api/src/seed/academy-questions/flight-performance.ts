import type { Written } from './written';

/** 30 Flugleistung und -planung. */
export const flightPerformance: Written[] = [
  [
    '032.01',
    'Wie wirkt sich eine große Dichtehöhe (hoch gelegener Platz, hohe Temperatur) auf die Startstrecke aus?',
    [
      'Die Startstrecke wird länger.',
      'Die Startstrecke wird kürzer.',
      'Die Startstrecke bleibt gleich.',
      'Nur die Landestrecke ändert sich.',
    ],
    'In dünnerer Luft leisten Motor und Propeller weniger, und für den nötigen Auftrieb ist eine höhere wahre Geschwindigkeit nötig: der Start dauert länger.',
  ],
  [
    '031.02',
    'Wie berechnet man bei der Schwerpunktberechnung das Moment einer Zuladung?',
    ['Masse mal Hebelarm', 'Masse geteilt durch Hebelarm', 'Hebelarm geteilt durch Masse', 'Masse plus Hebelarm'],
    'Moment = Masse × Hebelarm. Die Summe der Momente geteilt durch die Gesamtmasse ergibt die Lage des Schwerpunkts.',
  ],
  [
    '031.03',
    'Was droht, wenn der Schwerpunkt hinter der hinteren Grenze liegt?',
    [
      'Geringe Längsstabilität; ein überzogener Flugzustand oder Trudeln ist schwer zu beenden.',
      'Das Flugzeug wird kopflastig und lässt sich schwer abfangen.',
      'Die Überziehgeschwindigkeit steigt deutlich an.',
      'Es gibt keine Auswirkung, solange die Höchstmasse eingehalten ist.',
    ],
    'Ein zu weit hinten liegender Schwerpunkt macht das Flugzeug instabil um die Querachse; Überziehen und Trudeln lassen sich unter Umständen nicht mehr beenden.',
  ],
  [
    '032.04',
    'Wie wirkt sich Rückenwind beim Start aus?',
    [
      'Die Startrollstrecke wird länger.',
      'Die Startrollstrecke wird kürzer.',
      'Er hat keinen Einfluss.',
      'Nur die Steigrate nimmt zu.',
    ],
    'Mit Rückenwind muss das Flugzeug eine höhere Geschwindigkeit über Grund erreichen, bis die nötige Fahrt gegenüber der Luft anliegt: die Rollstrecke wird länger.',
  ],
  [
    '033.05',
    'Welche Kraftstoffreserve verlangt Part-NCO mindestens für einen VFR-Flug am Tag mit einem Flugzeug?',
    [
      'Kraftstoff für 30 Minuten Flug in normaler Reiseflughöhe',
      'Kraftstoff für 10 Minuten Flug',
      'Kraftstoff für 45 Minuten Flug',
      'Kraftstoff für 60 Minuten Flug',
    ],
    'NCO.OP.125: bei VFR am Tag muss nach der Landung noch Kraftstoff für mindestens 30 Minuten in normaler Reiseflughöhe an Bord sein (nachts 45 Minuten).',
  ],
  [
    '031.06',
    'Was gehört nicht zur Leermasse eines Flugzeugs?',
    ['Der ausfliegbare Kraftstoff', 'Die fest eingebaute Ausrüstung', 'Der nicht ausfliegbare Kraftstoff', 'Die Sitze'],
    'Die Leermasse umfasst Struktur, Motor, feste Ausrüstung und nicht ausfliegbaren Kraftstoff; ausfliegbarer Kraftstoff, Insassen und Gepäck sind Zuladung.',
  ],
  [
    '031.07',
    'Wie schwer sind ungefähr 100 Liter Avgas?',
    ['72 kg', '100 kg', '50 kg', '85 kg'],
    'Avgas hat eine Dichte von etwa 0,72 kg/l; 100 l wiegen also rund 72 kg.',
  ],
  [
    '031.08',
    'Welche Folge hat ein Schwerpunkt nahe der vorderen Grenze?',
    [
      'Größere Höhenruderkräfte und eine etwas höhere Überziehgeschwindigkeit',
      'Ein unruhiges, instabiles Flugzeug',
      'Eine geringere Überziehgeschwindigkeit',
      'Keine, vorne ist immer günstig',
    ],
    'Vorn liegender Schwerpunkt macht das Flugzeug sehr stabil; das Höhenleitwerk muss mehr Abtrieb liefern, das Abfangen bei der Landung wird schwerer.',
  ],
  [
    '031.09',
    'Ein Flugzeug wiegt 850 kg, die Summe der Momente beträgt 918 kgm. Wo liegt der Schwerpunkt?',
    [
      '1,08 m hinter der Bezugsebene',
      '0,93 m hinter der Bezugsebene',
      '1,80 m hinter der Bezugsebene',
      '0,68 m hinter der Bezugsebene',
    ],
    'Schwerpunktlage = Summe der Momente geteilt durch die Gesamtmasse: 918 kgm ÷ 850 kg = 1,08 m.',
  ],
  [
    '031.10',
    'Welche Folge hat ein Start mit mehr als der höchstzulässigen Startmasse?',
    [
      'Längere Startstrecke, schlechteres Steigen und Überlastung der Struktur',
      'Nur eine etwas geringere Reisegeschwindigkeit',
      'Eine kürzere Landestrecke',
      'Keine, solange der Schwerpunkt stimmt',
    ],
    'Die Leistungsangaben im Handbuch gelten nur bis zur Höchstmasse; darüber fehlen Reserven und die Festigkeit ist nicht nachgewiesen.',
  ],
  [
    '033.11',
    'Wo findet ein Pilot Platzrunde, Pistenrichtungen und Frequenzen eines deutschen Flugplatzes?',
    [
      'In der Sichtanflugkarte im Luftfahrthandbuch (AIP VFR)',
      'Im METAR des Flugplatzes',
      'Im Lufttüchtigkeitszeugnis',
      'In der Deviationstabelle',
    ],
    'Die AIP VFR enthält für jeden Flugplatz eine Karte mit Platzrunde, Pisten, Frequenzen und Besonderheiten; Änderungen stehen in NOTAM.',
  ],
  [
    '032.12',
    'Wie verhält sich die wahre Eigengeschwindigkeit (TAS) zur angezeigten (IAS), wenn ein Flugzeug höher fliegt?',
    [
      'Die TAS ist größer als die IAS, ungefähr 2 % je 1 000 ft.',
      'Die TAS ist kleiner als die IAS.',
      'Beide sind immer gleich.',
      'Die TAS hängt nur vom Wind ab.',
    ],
    'Der Fahrtmesser misst den Staudruck; in dünnerer Luft braucht es dafür eine höhere wahre Geschwindigkeit.',
  ],
  [
    '032.13',
    'Wie wirkt sich eine ansteigende Piste auf die Startstrecke aus?',
    ['Sie wird länger.', 'Sie wird kürzer.', 'Sie bleibt gleich.', 'Das hängt nur von der Temperatur ab.'],
    'Bergauf wirkt ein Teil der Gewichtskraft gegen die Beschleunigung: die Startstrecke wird länger, die Landestrecke kürzer.',
  ],
  [
    '032.14',
    'Mit welcher Geschwindigkeit gewinnt ein Flugzeug auf kürzester Strecke die größte Höhe, etwa um Hindernisse zu überfliegen?',
    [
      'Vx, Geschwindigkeit des besten Steigwinkels',
      'Vy, Geschwindigkeit der besten Steigrate',
      'VA, Manövergeschwindigkeit',
      'VNO, höchste Reisegeschwindigkeit',
    ],
    'Vx bringt den größten Höhengewinn je Strecke, Vy den größten Höhengewinn je Zeit.',
  ],
  [
    '032.15',
    'Mit welcher Geschwindigkeit erreicht ein Flugzeug in kürzester Zeit seine Reiseflughöhe?',
    ['Vy', 'Vx', 'VS1', 'VNE'],
    'Vy ist die Geschwindigkeit der besten Steigrate, also des größten Höhengewinns pro Minute.',
  ],
  [
    '032.16',
    'Wie ändert sich die Gleitstrecke über Grund bei Gegenwind, wenn die Fahrt gleich bleibt?',
    ['Sie wird kürzer.', 'Sie wird länger.', 'Sie bleibt gleich.', 'Sie hängt nur von der Masse ab.'],
    'Die Sinkzeit bleibt gleich, die Geschwindigkeit über Grund nimmt ab: das Flugzeug kommt weniger weit.',
  ],
  [
    '032.17',
    'Wie ändert sich die Landestrecke bei höherer Landemasse?',
    ['Sie wird länger.', 'Sie wird kürzer.', 'Sie bleibt gleich.', 'Sie wird nur auf Gras länger.'],
    'Eine höhere Masse verlangt eine höhere Anfluggeschwindigkeit, und die Bremsen müssen mehr Bewegungsenergie abbauen.',
  ],
  [
    '032.18',
    'Welche Bedingungen ergeben die größte Dichtehöhe?',
    [
      'Hohe Temperatur, niedriger Luftdruck und feuchte Luft',
      'Niedrige Temperatur, hoher Luftdruck und trockene Luft',
      'Hohe Temperatur, hoher Luftdruck und trockene Luft',
      'Niedrige Temperatur, niedriger Luftdruck und feuchte Luft',
    ],
    'Wärme, niedriger Druck und Feuchte verringern die Luftdichte; das Flugzeug verhält sich wie in größerer Höhe.',
  ],
  [
    '033.19',
    'Wie vielen Litern entsprechen 60 US-Gallonen Kraftstoff ungefähr?',
    ['227 Liter', '273 Liter', '160 Liter', '60 Liter'],
    'Eine US-Gallone hat 3,785 Liter: 60 × 3,785 ≈ 227 l. Viele Flughandbücher amerikanischer Flugzeuge rechnen in Gallonen.',
  ],
  [
    '033.20',
    'Ein Flugzeug verbraucht 30 Liter pro Stunde. Wie viel Kraftstoff braucht es für 1 Stunde 40 Minuten Flugzeit (ohne Reserve)?',
    ['50 Liter', '42 Liter', '45 Liter', '55 Liter'],
    '1 h 40 min sind 1 2/3 Stunden; 30 l/h × 1 2/3 h = 50 l. Reserve und Zuschläge kommen hinzu.',
  ],
  [
    '033.21',
    'Wie lange dauert eine Strecke von 120 NM bei einer Geschwindigkeit über Grund von 90 kt?',
    ['1 h 20 min', '1 h 10 min', '1 h 30 min', '1 h 33 min'],
    'Zeit = Strecke ÷ Geschwindigkeit über Grund: 120 NM ÷ 90 kt = 1,33 h = 1 h 20 min.',
  ],
  [
    '033.22',
    'Wie viel Liter Kraftstoff muss ein Flugzeug mit 30 l/h Verbrauch für einen Flug von 90 Minuten mit 30 Minuten Endreserve mindestens an Bord haben (ohne Rollen und Zuschläge)?',
    ['60 Liter', '45 Liter', '50 Liter', '75 Liter'],
    '90 min Flugzeit plus 30 min Reserve ergeben 2 Stunden; 2 h × 30 l/h = 60 l.',
  ],
  [
    '033.23',
    'Was ist ein NOTAM?',
    [
      'Eine Bekanntmachung über Einrichtungen, Verfahren oder Gefahren, deren rechtzeitige Kenntnis für den Flugbetrieb wichtig ist',
      'Eine Wettervorhersage für Flugplätze',
      'Ein Flugplan für Sichtflüge',
      'Die Liste der Flugplatzgebühren',
    ],
    'NOTAM (Notice to Airmen) melden kurzfristige Änderungen, etwa gesperrte Pisten, aktive Beschränkungsgebiete oder Hindernisse; sie gehören in jede Flugvorbereitung.',
  ],
  [
    '033.24',
    'Wie lange vor der voraussichtlichen Abblockzeit soll ein Flugplan in der Regel spätestens aufgegeben werden?',
    ['60 Minuten', '10 Minuten', '3 Stunden', '24 Stunden'],
    'Nach SERA.4001 ist ein Flugplan mindestens 60 Minuten vor dem Abflug zu übermitteln; im Flug aufgegebene Flugpläne sind ein Sonderfall.',
  ],
];
