import type { Written } from './written';

/** 40 Menschliches Leistungsvermögen. */
export const humanPerformance: Written[] = [
  [
    '040.01',
    'Welches Anzeichen ist typisch für eine beginnende Hypoxie?',
    ['Euphorie und nachlassendes Urteilsvermögen', 'Ohrenschmerzen beim Sinken', 'Kalte Füße', 'Bessere Nachtsicht'],
    'Sauerstoffmangel wirkt heimtückisch: Hochstimmung und schlechteres Urteilsvermögen kommen oft vor den körperlichen Beschwerden.',
  ],
  [
    '040.02',
    'Welcher Teil des Innenohrs nimmt Drehbeschleunigungen wahr?',
    ['Die Bogengänge', 'Die Otolithenorgane', 'Die Hörschnecke', 'Das Trommelfell'],
    'Die drei Bogengänge melden Drehbeschleunigungen; die Otolithenorgane nehmen lineare Beschleunigungen und die Schwerkraft wahr.',
  ],
  [
    '040.03',
    'Warum sollte man mit einer starken Erkältung nicht fliegen?',
    [
      'Beim Sinken kann der Druckausgleich in Ohren und Nebenhöhlen misslingen und zu Verletzungen führen.',
      'Weil Erkältungen in der Höhe ansteckender sind.',
      'Weil der Sauerstoffgehalt der Luft im Flugzeug geringer ist als am Boden.',
      'Es spricht nichts dagegen, wenn man Nasenspray nimmt.',
    ],
    'Geschwollene Schleimhäute verschließen Ohrtrompete und Nebenhöhlengänge; beim Sinken kann der Druck nicht ausgeglichen werden (Barotrauma).',
  ],
  [
    '040.04',
    'Wie schnell wird Alkohol im Körper ungefähr abgebaut?',
    [
      'Mit etwa 0,1 bis 0,15 Promille pro Stunde, Kaffee oder Schlaf beschleunigen das nicht.',
      'Mit etwa 1 Promille pro Stunde.',
      'Nach einer Nacht Schlaf ist jeder Alkohol abgebaut.',
      'Mit Kaffee und frischer Luft doppelt so schnell.',
    ],
    'Die Leber baut Alkohol mit nahezu gleichbleibender Geschwindigkeit ab; nach einem Abend kann am Morgen noch Restalkohol im Blut sein.',
  ],
  [
    '040.05',
    'Was ist beim Blick in den Luftraum die wirksamste Suchtechnik?',
    [
      'Den Himmel abschnittsweise absuchen und in jedem Abschnitt kurz verweilen',
      'Den Blick ständig gleichmäßig über den Horizont schwenken',
      'Nur nach vorne schauen, da Gegenverkehr am gefährlichsten ist',
      'Nur auf bewegte Punkte achten',
    ],
    'Das Auge erkennt Objekte nur, wenn es kurz ruht; ein Luftfahrzeug auf Kollisionskurs bewegt sich zudem kaum gegen den Hintergrund.',
  ],
  [
    '040.06',
    'Warum sinkt die Sauerstoffversorgung des Körpers mit zunehmender Höhe?',
    [
      'Der Sauerstoffpartialdruck nimmt ab, obwohl der Sauerstoffanteil bei etwa 21 % bleibt.',
      'Der Sauerstoffanteil der Luft nimmt mit der Höhe stark ab.',
      'Die Luft enthält in der Höhe mehr Stickstoff.',
      'Die Temperatur sinkt, und kalte Luft enthält keinen Sauerstoff.',
    ],
    'Mit dem Luftdruck sinkt der Partialdruck des Sauerstoffs; die Lunge kann dann weniger Sauerstoff ins Blut bringen.',
  ],
  [
    '040.07',
    'Warum ist eine Hypoxie besonders gefährlich?',
    [
      'Sie beginnt schleichend und beeinträchtigt das Urteilsvermögen oft unbemerkt.',
      'Sie verursacht sofort starke Schmerzen.',
      'Sie tritt nur über 20 000 ft auf.',
      'Sie betrifft nur Raucher.',
    ],
    'Frühe Anzeichen wie Euphorie, Konzentrationsschwäche oder Sehstörungen werden selten selbst erkannt; daher gelten feste Höhengrenzen für zusätzlichen Sauerstoff.',
  ],
  [
    '040.08',
    'Ein Pilot atmet aus Angst schnell und tief, ihm kribbeln Finger und Lippen. Was liegt vor und was hilft?',
    [
      'Hyperventilation: bewusst langsam atmen oder laut sprechen',
      'Hypoxie: sofort auf 15 000 ft steigen',
      'Kohlenmonoxidvergiftung: Heizung voll aufdrehen',
      'Unterzuckerung: Fenster schließen',
    ],
    'Beim Hyperventilieren wird zu viel Kohlendioxid abgeatmet; langsameres Atmen stellt das Gleichgewicht wieder her.',
  ],
  [
    '040.09',
    'Woher kann Kohlenmonoxid im Cockpit kommen, und was ist zu tun?',
    [
      'Aus einer undichten Kabinenheizung am Auspuff: Heizung schließen, Frischluft geben, bald landen',
      'Aus dem Kraftstofftank: Tank wechseln',
      'Aus der Batterie: Hauptschalter einschalten',
      'Aus den Reifen: Fahrwerk ausfahren',
    ],
    'Die Heizung vieler Kolbenflugzeuge erwärmt Luft am Auspuff; ein Riss lässt das geruchlose, giftige Gas in die Kabine. Kopfschmerz und Müdigkeit sind typische erste Anzeichen.',
  ],
  [
    '040.10',
    'Wie lange sollte ein Pilot nach einer Blutspende nicht fliegen?',
    ['Mindestens etwa 24 Stunden', 'Keine Wartezeit', 'Eine Stunde', 'Vier Wochen'],
    'Nach einer Blutspende kann der Kreislauf noch einige Zeit geschwächt sein; in der Höhe verstärkt sich das. Im Zweifel den Fliegerarzt fragen.',
  ],
  [
    '040.11',
    'Wie lange sollte man nach Gerätetauchen mit Druckluft nicht fliegen?',
    [
      'Je nach Tauchgang etwa 12 bis 24 Stunden, nach Dekompressionstauchgängen länger',
      'Keine Wartezeit, solange man unter 10 000 ft bleibt',
      'Eine Stunde',
      'Eine Woche',
    ],
    'Im Gewebe gelöster Stickstoff kann bei abnehmendem Umgebungsdruck Blasen bilden (Dekompressionskrankheit).',
  ],
  [
    '040.12',
    'In welcher Flugphase treten Ohrenschmerzen durch fehlenden Druckausgleich am häufigsten auf?',
    ['Im Sinkflug', 'Im Steigflug', 'Im Reiseflug', 'Beim Rollen'],
    'Im Steigflug entweicht die Luft aus dem Mittelohr leicht; im Sinkflug muss Luft durch die engere Ohrtrompete hinein, was bei Schwellungen nicht gelingt.',
  ],
  [
    '040.13',
    'Was hilft am zuverlässigsten gegen Müdigkeit im Cockpit?',
    [
      'Ausreichend Schlaf vor dem Flug',
      'Viel Kaffee während des Fluges',
      'Die Kabinenheizung höher stellen',
      'Laute Musik im Kopfhörer',
    ],
    'Koffein und frische Luft überdecken Müdigkeit nur kurz; Schlafmangel verlangsamt Reaktion und Entscheidungen ähnlich wie Alkohol.',
  ],
  [
    '040.14',
    'Ein Pilot ohne Außensicht leitet eine lange, gleichmäßige Kurve aus. Was empfindet er häufig?',
    ['Eine Kurve in die Gegenrichtung', 'Einen Steigflug', 'Gar nichts', 'Eine Fortsetzung der Kurve mit mehr Schräglage'],
    'Die Bogengänge gewöhnen sich an eine gleichmäßige Drehung; beim Ausleiten melden sie eine Drehung in die Gegenrichtung. Nur die Instrumente zeigen die wahre Fluglage.',
  ],
  [
    '040.15',
    'Ein Flugzeug beschleunigt nachts beim Start stark. Welche Täuschung kann entstehen?',
    [
      'Das Gefühl, steil zu steigen',
      'Das Gefühl, zu sinken',
      'Das Gefühl, nach links zu rollen',
      'Keine, Beschleunigung wird nicht wahrgenommen',
    ],
    'Das Gleichgewichtsorgan deutet die Beschleunigung als Aufnicken (somatogravische Täuschung); wer dem nachgibt und nachdrückt, kann in den Boden fliegen.',
  ],
  [
    '040.16',
    'Wie erkennt man nachts ein schwach leuchtendes Objekt am besten?',
    [
      'Leicht daneben schauen, weil die lichtempfindlichen Stäbchen außerhalb der Netzhautmitte liegen',
      'Es direkt fixieren',
      'Mit einer hellen Taschenlampe ins Cockpit leuchten',
      'Die Augen zusammenkneifen',
    ],
    'In der Netzhautmitte liegen fast nur Zapfen, die bei Dunkelheit wenig leisten; nachts sieht man mit den Stäbchen am Rand besser.',
  ],
  [
    '040.17',
    'Wie lange dauert die vollständige Anpassung der Augen an Dunkelheit ungefähr?',
    ['Etwa 30 Minuten', 'Etwa 1 Minute', 'Etwa 5 Minuten', 'Etwa 3 Stunden'],
    'Die Dunkeladaptation dauert rund 30 Minuten; ein kurzer heller Lichtblick macht einen Teil davon wieder zunichte.',
  ],
  [
    '040.18',
    'Was ist der „blinde Fleck“ des Auges?',
    [
      'Die Stelle, an der der Sehnerv die Netzhaut verlässt und keine Sinneszellen liegen',
      'Die Netzhautmitte mit den meisten Zapfen',
      'Ein Sehfehler, den nur Brillenträger haben',
      'Der Bereich hinter dem Kopf',
    ],
    'Mit beiden Augen und bewegtem Blick fällt er nicht auf; ein Rahmen der Frontscheibe kann ein Flugzeug aber zusätzlich verdecken.',
  ],
  [
    '040.19',
    'Woran erkennt man ein Flugzeug auf Kollisionskurs?',
    [
      'Es bleibt an derselben Stelle der Frontscheibe stehen und wird größer.',
      'Es bewegt sich schnell über die Frontscheibe.',
      'Es blinkt stärker als andere Flugzeuge.',
      'Es ist immer über dem Horizont zu sehen.',
    ],
    'Ohne scheinbare Bewegung fällt ein Flugzeug kaum auf, bis es plötzlich groß wird; deshalb ist ein stehender Punkt im Blickfeld ein Alarmzeichen.',
  ],
  [
    '040.20',
    'Wie hängen Erregung (Stress) und Leistung zusammen?',
    [
      'Die beste Leistung liegt bei mittlerer Erregung; zu wenig und zu viel verschlechtern sie.',
      'Je mehr Stress, desto besser die Leistung.',
      'Je weniger Stress, desto besser die Leistung.',
      'Stress hat keinen Einfluss auf die Leistung.',
    ],
    'Die Yerkes-Dodson-Kurve beschreibt diesen umgekehrt U-förmigen Zusammenhang; Langeweile wie Überlastung führen zu Fehlern.',
  ],
  [
    '040.21',
    'Welcher Gedanke hilft gegen die gefährliche Einstellung „Mir passiert das nicht“?',
    [
      '„Es kann auch mir passieren.“',
      '„Nicht so schnell, erst denken.“',
      '„Ich bin nicht hilflos.“',
      '„Regeln sind meistens richtig.“',
    ],
    'Zu jeder gefährlichen Denkweise gibt es einen Gegengedanken: gegen Unverwundbarkeit hilft „Es kann auch mir passieren“, gegen Impulsivität „Erst denken“.',
  ],
  [
    '040.22',
    'Was versteht man unter „Get-there-itis“?',
    [
      'Den Drang, einen Flug trotz sich verschlechternder Bedingungen zum Ziel fortzusetzen',
      'Die Angst vor dem Fliegen',
      'Die Müdigkeit nach langen Flügen',
      'Die Übelkeit beim Kunstflug',
    ],
    'Termindruck und schon investierter Aufwand verleiten dazu, Warnzeichen zu übersehen; eine vorher festgelegte Umkehrentscheidung hilft.',
  ],
  [
    '040.23',
    'Ein Pilot soll ein neues Medikament nehmen. Was ist vor dem nächsten Flug richtig?',
    [
      'Den Fliegerarzt fragen, ob und wann er damit fliegen darf',
      'Einfach fliegen, wenn das Medikament rezeptfrei ist',
      'Die Dosis halbieren',
      'Nur Flüge unter einer Stunde durchführen',
    ],
    'Auch rezeptfreie Mittel können müde machen oder die Wahrnehmung stören; bei Zweifeln an der Tauglichkeit ist der Fliegerarzt (AeMC oder AME) zu fragen (MED.A.020).',
  ],
  [
    '040.24',
    'Wofür steht die Selbstprüfung „IMSAFE“ vor einem Flug?',
    [
      'Krankheit, Medikamente, Stress, Alkohol, Müdigkeit und Ernährung bzw. Gefühlslage',
      'Instrumente, Motor, Sitze, Antenne, Kraftstoff, Elektrik',
      'Eine Checkliste für das Flugzeug vor dem Anlassen',
      'Die Reihenfolge der Funkmeldungen beim Start',
    ],
    'IMSAFE (Illness, Medication, Stress, Alcohol, Fatigue, Eating/Emotion) fragt nach der eigenen Tauglichkeit; das Flugzeug prüft die Checkliste.',
  ],
];
