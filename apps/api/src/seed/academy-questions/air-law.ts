import type { Written } from './written';

/** 10 Luftrecht. */
export const airLaw: Written[] = [
  [
    '010.01',
    'Welche Organisation gibt die international gültigen Richtlinien und Empfehlungen (SARPs) für die Zivilluftfahrt heraus?',
    ['ICAO', 'EASA', 'IATA', 'EUROCONTROL'],
    'Die ICAO wurde mit dem Abkommen von Chicago (1944) gegründet; ihre Standards and Recommended Practices stehen in den Anhängen (Annexes) zum Abkommen.',
  ],
  [
    '010.02',
    'In welchem Anhang zum ICAO-Abkommen stehen die Luftverkehrsregeln (Rules of the Air)?',
    ['Annex 2', 'Annex 1', 'Annex 6', 'Annex 11'],
    'Annex 2 enthält die Luftverkehrsregeln; Annex 1 regelt die Lizenzierung, Annex 6 den Flugbetrieb, Annex 11 die Flugverkehrsdienste.',
  ],
  [
    '010.03',
    'Zwei Luftfahrzeuge nähern sich auf gleicher Höhe frontal im Gegenflug. Wie weichen sie aus?',
    [
      'Beide ändern ihren Kurs nach rechts.',
      'Beide ändern ihren Kurs nach links.',
      'Das schnellere Luftfahrzeug steigt.',
      'Das langsamere Luftfahrzeug sinkt.',
    ],
    'Nach SERA.3210 ändern bei frontaler Annäherung beide Luftfahrzeuge ihren Kurs nach rechts.',
  ],
  [
    '010.04',
    'Welchen Transpondercode rastet ein Pilot in einer Luftnotlage?',
    ['7700', '7600', '7500', '7000'],
    '7700 steht für eine Luftnotlage, 7600 für Funkausfall, 7500 für einen widerrechtlichen Eingriff; 7000 ist in Europa der VFR-Code ohne Zuweisung.',
  ],
  [
    '010.05',
    'Ein Luftfahrzeug im Flug erhält vom Turm ein rotes Dauerlicht. Was bedeutet das?',
    [
      'Anderen Luftfahrzeugen Vorrang geben und weiter im Kreis fliegen.',
      'Sofort landen.',
      'Zur Landung zurückkehren, Landefreigabe folgt.',
      'Der Flugplatz ist nicht sicher, nicht landen und einen anderen Flugplatz anfliegen.',
    ],
    'Rotes Dauerlicht an ein Luftfahrzeug im Flug: anderen Luftfahrzeugen ausweichen und weiter kreisen. Rote Blinkzeichen bedeuten: Flugplatz nicht sicher, nicht landen.',
  ],
  [
    '010.06',
    'Welche Mindestflugsicht gilt für VFR-Flüge im Luftraum E unterhalb von FL 100?',
    ['5 km', '1,5 km', '8 km', '10 km'],
    'Unterhalb von FL 100 gelten in den Lufträumen C, D und E 5 km Flugsicht sowie 1 500 m waagerecht und 300 m (1 000 ft) senkrecht Abstand von Wolken; ab FL 100 sind es 8 km.',
  ],
  [
    '010.07',
    'Welchen senkrechten Mindestabstand zu Wolken muss ein VFR-Flug im Luftraum E einhalten?',
    ['300 m (1 000 ft)', '150 m (500 ft)', '600 m (2 000 ft)', 'Keinen, frei von Wolken genügt'],
    'Im Luftraum E gilt für VFR-Flüge ein Wolkenabstand von 1 500 m waagerecht und 300 m senkrecht.',
  ],
  [
    '010.08',
    'Welche Mindesthöhe gilt für VFR-Flüge über Städten und anderen dicht besiedelten Gebieten?',
    [
      '1 000 ft über dem höchsten Hindernis im Umkreis von 600 m',
      '500 ft über Grund',
      '1 000 ft über Grund, Hindernisse zählen nicht',
      '2 000 ft über dem höchsten Hindernis im Umkreis von 5 km',
    ],
    'Nach SERA.5005(f) gilt über dicht besiedeltem Gebiet mindestens 1 000 ft (300 m) über dem höchsten Hindernis innerhalb von 600 m um das Luftfahrzeug, außer bei Start und Landung.',
  ],
  [
    '010.09',
    'Welche Mindesthöhe gilt für VFR-Flüge außerhalb besiedelter Gebiete, außer bei Start und Landung?',
    [
      '500 ft (150 m) über Grund oder Wasser',
      '300 ft über Grund',
      '1 000 ft über Grund',
      'Keine, solange Sichtflugbedingungen herrschen',
    ],
    'Außerhalb dicht besiedelter Gebiete verlangt SERA.5005(f) mindestens 500 ft über Grund oder Wasser bzw. über dem höchsten Hindernis im Umkreis von 150 m.',
  ],
  [
    '010.10',
    'Ein Flugzeug holt ein anderes ein. Wie muss es ausweichen?',
    [
      'Es ändert seinen Kurs nach rechts und bleibt klar des anderen.',
      'Es ändert seinen Kurs nach links.',
      'Es steigt über das andere hinweg.',
      'Das eingeholte Flugzeug muss ausweichen.',
    ],
    'Das eingeholte Luftfahrzeug hat Vorrang; das überholende weicht nach rechts aus, bis es vorbei und klar ist.',
  ],
  [
    '010.11',
    'Zwei Motorflugzeuge fliegen in gleicher Höhe auf kreuzenden Kursen. Welches muss ausweichen?',
    [
      'Das Flugzeug, das das andere rechts von sich sieht',
      'Das Flugzeug, das das andere links von sich sieht',
      'Das schnellere Flugzeug',
      'Das höher gelegene Flugzeug',
    ],
    'Bei kreuzenden Kursen hat das von rechts kommende Luftfahrzeug Vorrang („rechts vor links“).',
  ],
  [
    '010.12',
    'Welches Luftfahrzeug hat Vorrang vor einem Segelflugzeug?',
    ['Ein Freiballon', 'Ein Motorflugzeug', 'Ein Hubschrauber', 'Ein Motorsegler mit laufendem Motor'],
    'Motorgetriebene Luftfahrzeuge weichen Luftschiffen, Segelflugzeugen und Ballonen aus; Segelflugzeuge wiederum weichen Ballonen aus.',
  ],
  [
    '010.13',
    'Zwei Flugzeuge befinden sich im Endanflug auf dieselbe Piste. Welches hat Vorrang?',
    [
      'Das tiefer fliegende, es darf sich aber nicht vor ein anderes im Endanflug drängen',
      'Das höher fliegende',
      'Das schnellere',
      'Das, das zuerst Funkkontakt hatte',
    ],
    'Bei der Landung hat das tiefer anfliegende Luftfahrzeug Vorrang; es darf diese Regel aber nicht ausnutzen, um sich vor ein anderes zu setzen.',
  ],
  [
    '010.14',
    'Ein Flugzeug im Flug erhält vom Turm ein grünes Dauerlicht. Was bedeutet das?',
    ['Landung freigegeben', 'Zur Landung zurückkehren, Freigabe folgt', 'Weiter kreisen', 'Flugplatz sofort verlassen'],
    'Grünes Dauerlicht an ein Luftfahrzeug im Flug heißt: Landung frei. Grüne Blinkzeichen bedeuten: zur Landung zurückkehren, die Landefreigabe folgt.',
  ],
  [
    '010.15',
    'Ein Flugzeug am Boden erhält vom Turm rote Blinkzeichen. Was bedeutet das?',
    ['Von der benutzten Landefläche wegrollen', 'Halt', 'Rollen frei', 'Zum Ausgangspunkt zurückkehren'],
    'Am Boden bedeuten rote Blinkzeichen: die benutzte Landefläche freimachen; rotes Dauerlicht heißt Halt, weiße Blinkzeichen: zum Ausgangspunkt zurückkehren.',
  ],
  [
    '010.16',
    'Wie lange gilt ein Tauglichkeitszeugnis der Klasse 2 für einen 30-jährigen Piloten?',
    ['60 Monate', '12 Monate', '24 Monate', 'Unbefristet'],
    'Vor dem 40. Lebensjahr gilt das Klasse-2-Zeugnis 60 Monate, danach 24 Monate und ab 50 Jahren 12 Monate (MED.A.045).',
  ],
  [
    '010.17',
    'Wie lange ist eine Klassenberechtigung für einmotorige Kolbenmotorflugzeuge (SEP land) gültig?',
    ['24 Monate', '12 Monate', '36 Monate', '60 Monate'],
    'Die SEP-Klassenberechtigung gilt 24 Monate; sie wird durch Befähigungsüberprüfung oder durch Flugerfahrung samt Übungsflug mit Lehrer verlängert.',
  ],
  [
    '010.18',
    'Was muss ein Pilot vorweisen, bevor er Fluggäste mitnehmen darf?',
    [
      'Drei Starts und Landungen in den letzten 90 Tagen als steuernder Pilot im gleichen Muster oder der gleichen Klasse',
      'Einen Flug in den letzten 30 Tagen',
      'Fünf Starts und Landungen in den letzten 12 Monaten',
      'Eine Befähigungsüberprüfung in den letzten 90 Tagen',
    ],
    'FCL.060 verlangt für die Beförderung von Fluggästen drei Starts und drei Landungen in den vorangegangenen 90 Tagen.',
  ],
  [
    '010.19',
    'Wie viele Personen dürfen mit einer LAPL(A) höchstens an Bord sein?',
    ['Vier, also höchstens drei Fluggäste', 'Zwei', 'Sechs', 'So viele, wie das Flugzeug Sitze hat'],
    'Die LAPL(A) berechtigt zum Führen von Flugzeugen bis 2 000 kg Höchststartmasse mit höchstens vier Personen an Bord.',
  ],
  [
    '010.20',
    'Wer ist für die Durchführung eines Fluges letztverantwortlich?',
    [
      'Der verantwortliche Pilot (PIC)',
      'Der Halter des Flugzeugs',
      'Die Flugverkehrskontrolle',
      'Der Flugleiter des Startplatzes',
    ],
    'Der verantwortliche Pilot ist für den Betrieb des Luftfahrzeugs verantwortlich und entscheidet endgültig über dessen Führung (SERA.2010).',
  ],
  [
    '010.21',
    'Ein VFR-Flug im Reiseflug mehr als 3 000 ft über Grund hat einen missweisenden Kurs über Grund von 075°. Welche Höhe ist passend?',
    ['5 500 ft (FL 55)', '4 000 ft (FL 40)', '6 500 ft (FL 65)', '5 000 ft (FL 50)'],
    'Nach der Halbkreisflugregel fliegt VFR bei Kursen von 000° bis 179° in ungeraden Tausendern plus 500 ft, bei 180° bis 359° in geraden Tausendern plus 500 ft.',
  ],
  [
    '010.22',
    'Was braucht ein VFR-Flug, um in eine Kontrollzone (Luftraum D) einzufliegen?',
    [
      'Eine Freigabe der Flugverkehrskontrolle',
      'Nur einen aufgegebenen Flugplan',
      'Nichts, solange Sichtflugbedingungen herrschen',
      'Eine Instrumentenflugberechtigung',
    ],
    'Luftraum D ist kontrollierter Luftraum: VFR-Flüge brauchen eine Freigabe und dauernde Funkverbindung.',
  ],
  [
    '010.23',
    'Welche Berechtigung braucht ein PPL(A)-Inhaber für Sichtflüge bei Nacht?',
    [
      'Die Nachtflugberechtigung',
      'Die Instrumentenflugberechtigung',
      'Keine, die PPL(A) schließt sie ein',
      'Die Kunstflugberechtigung',
    ],
    'Für VFR-Flüge bei Nacht verlangt FCL.810 eine Nachtflugberechtigung mit eigener Theorie- und Flugausbildung.',
  ],
  [
    '010.24',
    'Wie lange gilt ein Sprachvermerk der Stufe 4 (Englisch)?',
    ['4 Jahre', '2 Jahre', '6 Jahre', 'Unbefristet'],
    'Nach FCL.055 gilt Stufe 4 vier Jahre, Stufe 5 sechs Jahre; Stufe 6 ist unbefristet.',
  ],
];
