import type { Written } from './written';

/** 70 Betriebliche Verfahren. */
export const operationalProcedures: Written[] = [
  [
    '070.01',
    'Vor Ihnen startet ein großes Verkehrsflugzeug. Wie vermeiden Sie seine Wirbelschleppen?',
    [
      'Vor dessen Abhebepunkt abheben und oberhalb seiner Flugbahn bleiben',
      'Hinter dessen Abhebepunkt abheben und unterhalb seiner Flugbahn bleiben',
      'Sofort hinterher starten, solange die Wirbel noch nicht abgesunken sind',
      'Wirbelschleppen entstehen nur bei der Landung.',
    ],
    'Wirbelschleppen entstehen, sobald das Flugzeug Auftrieb erzeugt, und sinken ab; also früher abheben, darüber bleiben und genug Zeit abwarten.',
  ],
  [
    '070.02',
    'Für welche Brände ist die Brandklasse B bestimmt?',
    ['Brennende Flüssigkeiten wie Kraftstoff', 'Feste Stoffe wie Holz und Papier', 'Brennende Gase', 'Brennende Metalle'],
    'Brandklasse A: feste Stoffe, B: flüssige Stoffe, C: Gase, D: Metalle, F: Speisefette und -öle.',
  ],
  [
    '070.03',
    'Was ist vor dem Betanken eines Flugzeugs zu tun?',
    [
      'Das Flugzeug erden (Potenzialausgleich mit der Tankanlage herstellen)',
      'Die Batterie abklemmen',
      'Den Motor im Leerlauf laufen lassen',
      'Die Tankdeckel aller Tanks gleichzeitig öffnen',
    ],
    'Beim Betanken kann sich elektrostatische Ladung aufbauen; ein Funke an der Tanköffnung kann Kraftstoffdämpfe entzünden.',
  ],
  [
    '070.04',
    'Wann blasen Insassen bei einer Notwasserung ihre Schwimmwesten auf?',
    [
      'Erst nach dem Verlassen des Flugzeugs',
      'Vor dem Aufsetzen auf dem Wasser',
      'Sobald der Motor ausfällt',
      'Gar nicht, die Weste bläst sich selbst auf',
    ],
    'Eine aufgeblasene Weste kann im sich füllenden Rumpf am Ausstieg hindern; deshalb erst draußen aufblasen.',
  ],
  [
    '070.05',
    'Wie wirkt sich nasses, hohes Gras auf der Piste auf die Landung aus?',
    [
      'Die Landestrecke wird länger, weil die Bremswirkung nachlässt.',
      'Die Landestrecke wird kürzer, weil das Gras bremst.',
      'Es wirkt sich nicht aus.',
      'Nur der Start ist betroffen.',
    ],
    'Auf nassem Gras rutschen die Räder leicht; Flughandbücher geben für nasses Gras deutliche Zuschläge zur Landestrecke an.',
  ],
  [
    '070.06',
    'Der Motor fällt kurz nach dem Start in geringer Höhe aus. Was ist richtig?',
    [
      'Sofort nachdrücken auf Gleitfluggeschwindigkeit und im Wesentlichen geradeaus landen',
      'Sofort zum Flugplatz umkehren',
      'Die Nase hochnehmen, um Höhe zu halten',
      'Zuerst einen Notruf absetzen und dann entscheiden',
    ],
    'In geringer Höhe reicht die Höhe für eine Umkehrkurve nicht; wer die Fahrt nicht hält, überzieht. Ein Landefeld in einem Bogen von etwa 30° beiderseits der Flugrichtung wählen.',
  ],
  [
    '070.07',
    'Was ist bei einem Motorbrand im Flug einer der ersten Schritte?',
    [
      'Die Kraftstoffzufuhr mit dem Brandhahn unterbrechen',
      'Die Kabinenheizung einschalten',
      'Die Drehzahl erhöhen, um den Brand auszublasen',
      'Alle Fenster öffnen',
    ],
    'Die genaue Reihenfolge steht im Flughandbuch; gemeinsam ist: Kraftstoff abstellen, Heizung und Belüftung vom Motorraum schließen, Notlandung.',
  ],
  [
    '070.08',
    'Wann erzeugt ein großes Flugzeug die stärksten Wirbelschleppen?',
    [
      'Wenn es schwer, langsam und mit eingefahrenen Klappen fliegt',
      'Wenn es leicht und schnell fliegt',
      'Nur beim Rollen am Boden',
      'Nur im Reiseflug in großer Höhe',
    ],
    'Wirbelschleppen entstehen durch den Auftrieb; sie sind am stärksten bei großem Anstellwinkel, also bei hoher Masse und geringer Geschwindigkeit.',
  ],
  [
    '070.09',
    'Was prüft der Pilot vor einer Landung bei starkem Seitenwind?',
    [
      'Ob die nachgewiesene Seitenwindkomponente des Flughandbuchs eingehalten wird',
      'Ob der Transponder auf 7000 steht',
      'Ob die Kabinenheizung aus ist',
      'Ob die Piste asphaltiert ist',
    ],
    'Über der nachgewiesenen Seitenwindkomponente fehlt die Erprobung; eine andere Piste oder ein anderer Flugplatz ist dann die bessere Wahl.',
  ],
  [
    '070.10',
    'Ein Kleinflugzeug landet hinter einem großen Flugzeug auf derselben Piste. Wie vermeidet der Pilot Wirbelschleppen?',
    [
      'Über der Flugbahn des großen Flugzeugs bleiben und hinter dessen Aufsetzpunkt aufsetzen',
      'Unter der Flugbahn des großen Flugzeugs bleiben und vor dessen Aufsetzpunkt aufsetzen',
      'Möglichst dicht folgen, um im Windschatten zu landen',
      'Genau auf dessen Aufsetzpunkt aufsetzen',
    ],
    'Die Wirbel enden beim Aufsetzen des großen Flugzeugs; wer darüber anfliegt und dahinter landet, bleibt frei davon.',
  ],
  [
    '070.11',
    'Im Endanflug sinkt die Fahrt plötzlich deutlich, das Flugzeug sackt durch. Was ist die richtige Reaktion?',
    [
      'Vollgas geben und durchstarten',
      'Nachdrücken, um die Fahrt mit Höhe zurückzugewinnen',
      'Die Landeklappen einfahren',
      'Leistung reduzieren',
    ],
    'Ein plötzlicher Fahrtverlust in Bodennähe deutet auf Windscherung hin; nur Leistung und ein Durchstarten schaffen Reserve.',
  ],
  [
    '070.12',
    'Auf welcher Frequenz senden moderne Notsender (ELT) ihr Satellitensignal?',
    ['406 MHz', '121,5 kHz', '243 kHz', '118,0 MHz'],
    'ELT senden auf 406 MHz an das COSPAS-SARSAT-System, dazu meist auf 121,5 MHz als Peilsignal für Suchmannschaften.',
  ],
  [
    '070.13',
    'In welche Richtung wird eine Platzrunde geflogen, wenn nichts anderes veröffentlicht ist?',
    ['Linksherum', 'Rechtsherum', 'Nach Wahl des Piloten', 'Abwechselnd links- und rechtsherum'],
    'Standard ist die Linksplatzrunde; Abweichungen stehen in der Sichtanflugkarte oder werden vom Flugplatz angesagt.',
  ],
  [
    '070.14',
    'Welches Boden-Luft-Sichtzeichen bedeutet „Ärztliche Hilfe benötigt“?',
    ['X', 'V', 'N', 'Y'],
    'Nach ICAO bedeutet V Hilfe benötigt, X ärztliche Hilfe benötigt, N nein und Y ja; ein Pfeil zeigt die eingeschlagene Richtung.',
  ],
  [
    '070.15',
    'Warum wird vor dem Flug Kraftstoff an den Ablassventilen (Drains) entnommen?',
    [
      'Um Wasser und Schmutz zu erkennen, die sich unten sammeln',
      'Um den Tank zu belüften',
      'Um Kraftstoff zu sparen',
      'Um die Oktanzahl zu messen',
    ],
    'Wasser ist schwerer als Kraftstoff und sammelt sich am tiefsten Punkt; zugleich lässt sich an der Farbe die richtige Kraftstoffsorte prüfen.',
  ],
  [
    '070.16',
    'Woran unterscheidet sich Jet A-1 von Avgas 100LL?',
    [
      'Jet A-1 ist farblos bis strohgelb und riecht nach Petroleum.',
      'Jet A-1 ist blau und riecht nach Benzin.',
      'Jet A-1 ist grün.',
      'Man kann sie nicht unterscheiden.',
    ],
    'Jet A-1 in einem Kolbenmotor führt zu klopfender Verbrennung und Motorausfall; deshalb Tankwagen und Drainprobe prüfen.',
  ],
  [
    '070.17',
    'Worüber muss der Pilot Fluggäste vor dem Flug unterrichten?',
    [
      'Über Sitzgurte, Notausgänge und Notausrüstung',
      'Nur über die Flugroute',
      'Über nichts, das ist freiwillig',
      'Nur über das Rauchverbot',
    ],
    'Nach NCO.OP.130 sorgt der verantwortliche Pilot dafür, dass die Fluggäste vor und, wo nötig, während des Fluges über Sicherheits- und Notfallverfahren unterrichtet sind.',
  ],
  [
    '070.18',
    'Warum ruft der Pilot vor dem Anlassen laut „Frei!“ und sieht sich um?',
    [
      'Um Personen in der Nähe vor dem Propeller zu warnen',
      'Weil der Turm das hören muss',
      'Um den Motor vorzuwärmen',
      'Es ist nur eine Tradition ohne Zweck',
    ],
    'Ein anlaufender Propeller ist kaum zu sehen und lebensgefährlich; erst anlassen, wenn der Bereich frei ist.',
  ],
  [
    '070.19',
    'Ein VFR-Pilot gerät unbeabsichtigt in eine Wolke. Was ist zu tun?',
    [
      'Ruhig nach Instrumenten fliegen, die Fluglage stabilisieren und mit einer Standardkurve umkehren',
      'Schnell steil steigen, um über die Wolke zu kommen',
      'Nach Gefühl weiterfliegen, bis die Wolke endet',
      'Sofort steil sinken, um unter die Wolke zu kommen',
    ],
    'Ohne Außensicht täuscht das Gleichgewichtsorgan; nur die Instrumente helfen. Eine flache Umkehrkurve führt zurück in die bekannten Sichtbedingungen.',
  ],
  [
    '070.20',
    'Im Cockpit riecht es nach verschmorten Kabeln. Was ist ein richtiger erster Schritt?',
    [
      'Den Hauptschalter ausschalten, die Kabine belüften und bald landen',
      'Alle elektrischen Verbraucher einschalten, um den Fehler zu finden',
      'Die Kabinenheizung einschalten',
      'Weiterfliegen, der Geruch verschwindet',
    ],
    'Ohne Strom hört ein elektrischer Brand meist auf; der Motor läuft dank Magnetzündung weiter. Das Flughandbuch nennt das genaue Verfahren.',
  ],
  [
    '070.21',
    'Ein Flugzeug rollt mit Rückenwind von links hinten. Wie hält der Pilot das Steuer?',
    [
      'Steuerhorn nach vorn und nach rechts, vom Wind weg',
      'Steuerhorn nach hinten und nach links, in den Wind',
      'Steuerhorn nach hinten und nach rechts',
      'Steuerhorn neutral',
    ],
    'Bei Rückenwind wird „vom Wind weg gedrückt“: so drückt der Wind Höhenruder und Querruder nicht Heck und Fläche hoch.',
  ],
  [
    '070.22',
    'Ein Pilot muss wegen Wetter auf einem unbekannten Feld landen (Sicherheitslandung). Was ist richtig?',
    [
      'Das Feld vorher in geringer Höhe abfliegen und auf Hindernisse, Neigung und Oberfläche prüfen',
      'Sofort ohne Überflug landen, um Zeit zu sparen',
      'Mit Rückenwind landen, um schneller zu sein',
      'Mit eingefahrenen Klappen landen',
    ],
    'Solange der Motor noch läuft, bleibt Zeit, das Feld anzusehen: Leitungen, Gräben, Tiere, Bewuchs und Länge entscheiden über eine sichere Landung.',
  ],
  [
    '070.23',
    'Warum sollte man Segelfluggelände mit Windenbetrieb nicht in geringer Höhe überfliegen?',
    [
      'Wegen der Windenseile, die bis in große Höhe reichen können',
      'Weil dort immer Gewitter entstehen',
      'Weil dort eine Kontrollzone besteht',
      'Weil Segelflugzeuge keine Ausweichpflicht haben',
    ],
    'Beim Windenstart reicht das Stahl- oder Kunststoffseil vom Boden bis zum Segelflugzeug in oft mehr als 1 000 ft; es ist aus der Luft kaum zu sehen.',
  ],
  [
    '070.24',
    'Wer ist vor dem Flug für die Vorflugkontrolle des Flugzeugs verantwortlich?',
    ['Der verantwortliche Pilot', 'Der Halter', 'Der Prüfer für Luftfahrtgerät', 'Die Flugleitung'],
    'Der verantwortliche Pilot muss sich vor jedem Flug vergewissern, dass das Flugzeug lufttüchtig ist und die Vorflugkontrolle durchgeführt wurde.',
  ],
];
