import type { Written } from './written';

/** 60 Navigation. */
export const navigation: Written[] = [
  [
    '061.01',
    'Wie vielen Metern entspricht eine nautische Meile?',
    ['1852 m', '1609 m', '1000 m', '1942 m'],
    'Eine nautische Meile ist 1852 m lang; 1609 m sind eine Landmeile (statute mile).',
  ],
  [
    '061.02',
    'Was ist die Ortsmissweisung (Variation)?',
    [
      'Der Winkel zwischen geografisch Nord und missweisend (magnetisch) Nord',
      'Der Winkel zwischen missweisend Nord und Kompass-Nord',
      'Der Winkel zwischen Kurs und Steuerkurs durch den Wind',
      'Der Fehler des Kompasses im Kurvenflug',
    ],
    'Die Variation ist der Winkel zwischen rechtweisend und missweisend Nord; die Deviation (Ablenkung) ist der Fehler des Kompasses im Flugzeug.',
  ],
  [
    '061.03',
    'Welche Strecke entspricht einer Bogenminute auf einem Meridian?',
    ['Einer nautischen Meile', 'Einem Kilometer', 'Einer Landmeile', 'Zehn nautischen Meilen'],
    'Die nautische Meile ist so festgelegt, dass eine Bogenminute Breitenunterschied einer nautischen Meile entspricht.',
  ],
  [
    '061.04',
    'Ein Flugzeug fliegt mit 90 kt über Grund. Wie lange braucht es für 30 NM?',
    ['20 Minuten', '30 Minuten', '15 Minuten', '33 Minuten'],
    '90 kt sind 1,5 NM pro Minute; 30 NM ÷ 1,5 NM/min = 20 Minuten.',
  ],
  [
    '062.05',
    'Was gibt ein VOR-Radial an?',
    [
      'Die missweisende Richtung von der Station zum Flugzeug',
      'Die rechtweisende Richtung vom Flugzeug zur Station',
      'Die Entfernung zur Station',
      'Den Steuerkurs zur Station',
    ],
    'Ein Radial ist eine missweisende Standlinie, die von der VOR-Station ausgeht: Radial 090 liegt östlich der Station.',
  ],
  [
    '061.06',
    'Was ist eine Isogone?',
    [
      'Eine Linie gleicher Missweisung',
      'Eine Linie gleichen Luftdrucks',
      'Eine Linie gleicher Höhe',
      'Eine Linie gleicher Temperatur',
    ],
    'Auf Luftfahrtkarten sind Isogonen gestrichelt mit der Missweisung beschriftet; die Agone ist die Linie ohne Missweisung.',
  ],
  [
    '061.07',
    'Was ist ein Großkreis?',
    [
      'Ein Kreis auf der Erdoberfläche, dessen Ebene durch den Erdmittelpunkt geht',
      'Jeder Breitenkreis',
      'Eine Linie mit gleichbleibendem Kurs',
      'Der Kreis um einen Flugplatz mit 5 NM Radius',
    ],
    'Die kürzeste Verbindung zweier Orte liegt auf einem Großkreis; der Äquator und alle Meridiane sind Großkreise, die übrigen Breitenkreise nicht.',
  ],
  [
    '061.08',
    'Der rechtweisende Kurs ist 090°, die Missweisung 3° Ost. Wie lautet der missweisende Kurs?',
    ['087°', '093°', '090°', '270°'],
    'Östliche Missweisung wird abgezogen, westliche addiert: 090° − 3° = 087°.',
  ],
  [
    '061.09',
    'Was ist die Deviation?',
    [
      'Die Abweichung des Kompasses durch Magnetfelder im Flugzeug selbst',
      'Der Winkel zwischen geografischem und magnetischem Nordpol',
      'Der Unterschied zwischen Kurs und Steuerkurs durch Wind',
      'Die Abweichung des Höhenmessers bei Kälte',
    ],
    'Die Deviation hängt vom Steuerkurs ab und steht auf der Deviationstabelle im Cockpit; die Missweisung (Variation) liest man aus der Karte.',
  ],
  [
    '061.10',
    'Der Kurs über Grund soll 360° sein, der Wind kommt aus Westen. Wie muss der Steuerkurs gewählt werden?',
    [
      'Kleiner als 360°, also nach links gegen den Wind vorgehalten',
      'Größer als 360°, also nach rechts vorgehalten',
      'Genau 360°',
      'Genau 270°',
    ],
    'Die Längsachse wird um den Vorhaltewinkel in den Wind gedreht, damit die Abdrift ausgeglichen wird.',
  ],
  [
    '061.11',
    'Welche Eigenschaft hat die Lambert-Schnittkegelprojektion der ICAO-Karte 1:500 000?',
    [
      'Sie ist winkeltreu, und eine gerade Linie entspricht annähernd einem Großkreis.',
      'Sie ist flächentreu, aber nicht winkeltreu.',
      'Meridiane sind parallele Linien.',
      'Sie ist nur am Äquator brauchbar.',
    ],
    'Auf der Lambert-Karte lassen sich Kurse mit dem Kursdreieck am Meridian nahe der Streckenmitte messen; der Maßstab ist nahezu konstant.',
  ],
  [
    '061.12',
    'Wie viele Kilometer in der Natur entspricht 1 cm auf einer Karte im Maßstab 1:500 000?',
    ['5 km', '50 km', '0,5 km', '500 km'],
    '1 cm × 500 000 = 500 000 cm = 5 km.',
  ],
  [
    '061.13',
    'Eine Landung ist für 14:30 Uhr Mitteleuropäische Sommerzeit (MESZ) geplant. Wie viel Uhr ist das in UTC?',
    ['12:30 UTC', '13:30 UTC', '15:30 UTC', '16:30 UTC'],
    'MESZ ist UTC + 2 Stunden, MEZ ist UTC + 1 Stunde. Im Flugbetrieb wird in UTC geplant und gefunkt.',
  ],
  [
    '061.14',
    'Nach 30 NM liegt ein Flugzeug 3 NM neben dem geplanten Kurs. Wie groß ist der Kursfehler (1-in-60-Regel)?',
    ['6°', '3°', '10°', '1°'],
    'Nach der 1-in-60-Regel ergibt 1 NM Ablage auf 60 NM etwa 1°: 3 NM auf 30 NM sind 3 × 60 ÷ 30 = 6°.',
  ],
  [
    '061.15',
    'Wie viele Knoten sind ungefähr 150 km/h?',
    ['81 kt', '150 kt', '93 kt', '278 kt'],
    '1 kt = 1 NM/h = 1,852 km/h; 150 ÷ 1,852 ≈ 81 kt.',
  ],
  [
    '061.16',
    'Wie viele Meter sind 3 000 ft ungefähr?',
    ['914 m', '1 000 m', '300 m', '9 840 m'],
    '1 ft = 0,3048 m; 3 000 ft × 0,3048 ≈ 914 m.',
  ],
  [
    '061.17',
    'Zwischen zwei 24 NM voneinander entfernten Ortungspunkten vergehen 12 Minuten. Wie groß ist die Geschwindigkeit über Grund?',
    ['120 kt', '100 kt', '144 kt', '96 kt'],
    '24 NM in 12 min sind 2 NM pro Minute, also 120 NM pro Stunde.',
  ],
  [
    '062.18',
    'Der VOR-Empfänger zeigt bei zentrierter Nadel FROM an. Was bedeutet das?',
    [
      'Der eingestellte Kurs führt von der Station weg.',
      'Der eingestellte Kurs führt zur Station hin.',
      'Das Signal ist gestört.',
      'Das Flugzeug ist genau über der Station.',
    ],
    'TO und FROM hängen von der Position zum eingestellten Kurs ab, nicht vom Steuerkurs; über der Station schaltet die Anzeige um.',
  ],
  [
    '062.19',
    'Am VOR-Empfänger ist 090 eingestellt, die Nadel steht in der Mitte, die Anzeige zeigt TO. Auf welchem Radial befindet sich das Flugzeug?',
    ['Radial 270', 'Radial 090', 'Radial 180', 'Radial 360'],
    'Mit TO führt der eingestellte Kurs 090 zur Station; das Flugzeug steht also westlich davon auf dem Radial 270.',
  ],
  [
    '062.20',
    'Welche Entfernung zeigt ein DME an?',
    [
      'Die Schrägentfernung zwischen Flugzeug und Station',
      'Die Entfernung über Grund zur Station',
      'Die Entfernung zum Zielflugplatz',
      'Die zurückgelegte Strecke seit dem Start',
    ],
    'Das DME misst die Laufzeit eines Signals; über der Station zeigt es deshalb die Flughöhe in NM an.',
  ],
  [
    '062.21',
    'Welcher Effekt verfälscht ADF-Anzeigen besonders in der Dämmerung?',
    ['Der Nachteffekt durch Raumwellen', 'Der Küsteneffekt', 'Die Deviation', 'Der Dopplereffekt'],
    'In der Dämmerung ändern sich die Ionosphärenschichten; zurückgeworfene Raumwellen überlagern die Bodenwelle des NDB und lassen die Nadel schwanken.',
  ],
  [
    '062.22',
    'Wie viele Satelliten braucht ein GNSS-Empfänger mindestens für eine dreidimensionale Position?',
    ['4', '2', '3', '6'],
    'Drei Entfernungen bestimmen den Ort, der vierte Satellit gleicht den Uhrenfehler des Empfängers aus. Für die Integritätsüberwachung (RAIM) ist mindestens ein fünfter nötig.',
  ],
  [
    '062.23',
    'Welche Höhe übermittelt ein Transponder im Mode C oder S?',
    ['Die Druckhöhe bezogen auf 1013,25 hPa', 'Die Höhe über MSL nach QNH', 'Die Höhe über Grund', 'Die GPS-Höhe'],
    'Der Transponder sendet die Druckhöhe unabhängig von der Höhenmessereinstellung; die Bodenstation rechnet sie mit dem QNH um.',
  ],
  [
    '061.24',
    'Ein Flug ist für 60 NM in 40 Minuten geplant. Nach 20 NM sind 16 Minuten vergangen. Wie lange dauert der Rest bei gleicher Geschwindigkeit über Grund?',
    ['32 Minuten', '24 Minuten', '26 Minuten', '40 Minuten'],
    '20 NM in 16 min ergeben 0,8 min je NM; für die verbleibenden 40 NM also 32 min. Die neue Ankunftszeit ist zu melden, wenn sie deutlich abweicht.',
  ],
];
