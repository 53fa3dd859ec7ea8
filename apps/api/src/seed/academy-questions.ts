import type { QuestionInput, Subject } from '@portal/contracts';

/** A question as written here: the correct answer first, then three wrong ones (their order is mixed when seeded). */
type Written = [learningObjective: string, text: string, answers: [string, string, string, string], explanation: string];

/**
 * The demo's question bank: original questions written for this project, five per EASA subject, in
 * German. No third-party question bank is shipped.
 */
const BANK: Record<Subject, Written[]> = {
  10: [
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
  ],
  20: [
    [
      '021.01',
      'Welches Instrument erhält sowohl den Gesamtdruck (Pitotrohr) als auch den statischen Druck?',
      ['Fahrtmesser', 'Höhenmesser', 'Variometer', 'Wendezeiger'],
      'Der Fahrtmesser misst den Staudruck als Unterschied zwischen Gesamtdruck und statischem Druck; Höhenmesser und Variometer brauchen nur den statischen Druck.',
    ],
    [
      '021.02',
      'Woran erkennt man bei einem Flugzeug mit Festpropeller am ehesten beginnende Vergaservereisung?',
      ['An einem Abfall der Drehzahl', 'An einem Anstieg der Drehzahl', 'An steigender Öltemperatur', 'An fallendem Öldruck'],
      'Eis im Vergaser drosselt die Luftzufuhr: beim Festpropeller sinkt die Drehzahl, später läuft der Motor rau. Abhilfe: Vergaservorwärmung ziehen.',
    ],
    [
      '021.03',
      'Woher bekommen die Magnete eines Kolbenmotors ihre Zündenergie?',
      [
        'Aus der Drehung des Motors, unabhängig vom Bordnetz',
        'Aus der Batterie',
        'Aus der Lichtmaschine über den Hauptschalter',
        'Aus dem Anlasser',
      ],
      'Magnetzünder erzeugen ihren Strom selbst, solange sich der Motor dreht; deshalb läuft der Motor auch bei ausgeschaltetem Hauptschalter weiter.',
    ],
    [
      '021.04',
      'Was droht, wenn das Gemisch bei hoher Leistung zu stark abgemagert wird?',
      [
        'Zu hohe Zylinderkopftemperaturen und klopfende Verbrennung (Detonation)',
        'Verrußte Zündkerzen',
        'Vergaservereisung',
        'Ein zu niedriger Öldruck durch Kraftstoff im Öl',
      ],
      'Ein zu mageres Gemisch verbrennt heißer; bei hoher Leistung drohen Überhitzung und Detonation. Ein zu fettes Gemisch verrußt dagegen die Kerzen.',
    ],
    [
      '022.05',
      'Ein Pilot fliegt von einem Hoch in ein Tief, ohne die Höhenmessereinstellung zu ändern. Was zeigt der Höhenmesser?',
      [
        'Zu viel: das Flugzeug ist tiefer, als angezeigt wird.',
        'Zu wenig: das Flugzeug ist höher, als angezeigt wird.',
        'Richtig, der Höhenmesser gleicht den Luftdruck selbst aus.',
        'Zu viel nur bei tiefen Temperaturen.',
      ],
      '„Vom Hoch ins Tief geht’s schief“: bei fallendem Luftdruck und gleicher Einstellung zeigt der Höhenmesser mehr an, als das Flugzeug tatsächlich hoch ist.',
    ],
  ],
  30: [
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
  ],
  40: [
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
  ],
  50: [
    [
      '050.01',
      'Welche Werte gelten in der ICAO-Standardatmosphäre auf Meereshöhe?',
      ['1013,25 hPa und 15 °C', '1000 hPa und 0 °C', '1013,25 hPa und 20 °C', '1030 hPa und 15 °C'],
      'Die ICAO-Standardatmosphäre beginnt auf Meereshöhe mit 1013,25 hPa und 15 °C.',
    ],
    [
      '050.02',
      'Um wie viel nimmt die Temperatur in der Standardatmosphäre (Troposphäre) mit der Höhe ab?',
      ['Um etwa 2 °C pro 1000 ft', 'Um etwa 1 °C pro 1000 ft', 'Um etwa 3 °C pro 1000 ft', 'Sie bleibt bis 11 km konstant.'],
      'Der Standard-Temperaturgradient beträgt 6,5 °C pro Kilometer, also rund 2 °C pro 1000 ft, bis zur Tropopause in 11 km Höhe.',
    ],
    [
      '050.03',
      'Was zeigt ein auf QNH eingestellter Höhenmesser nach der Landung an?',
      ['Die Platzhöhe über dem Meeresspiegel', 'Null', 'Die Druckhöhe', 'Die Dichtehöhe'],
      'QNH ist der auf Meereshöhe reduzierte Luftdruck; ein darauf eingestellter Höhenmesser zeigt am Boden die Höhe des Platzes über dem Meer (bei QFE dagegen null).',
    ],
    [
      '050.04',
      'Mit welcher Wolkengattung sind Gewitter verbunden?',
      ['Cumulonimbus', 'Altostratus', 'Cirrus', 'Stratus'],
      'Gewitter entstehen in Cumulonimbus-Wolken (CB), mit Turbulenz, Vereisung, Hagel, Blitz und Scherwinden.',
    ],
    [
      '050.05',
      'Was bedeutet CAVOK in einem METAR?',
      [
        'Sicht 10 km oder mehr, keine Wolken unter 5000 ft (oder der höchsten Sektormindesthöhe), kein CB oder TCU und kein signifikantes Wetter',
        'Wolken und Sicht sind für VFR ausreichend',
        'Keine Wolken am ganzen Himmel',
        'Sicht mehr als 5 km und keine Niederschläge',
      ],
      'CAVOK (ceiling and visibility OK) fasst mehrere Bedingungen zusammen; es heißt nicht, dass der Himmel wolkenlos ist.',
    ],
  ],
  60: [
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
  ],
  70: [
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
  ],
  80: [
    [
      '081.01',
      'Wie ändert sich die Überziehgeschwindigkeit im Kurvenflug mit 60° Querneigung?',
      ['Sie steigt um etwa 41 %.', 'Sie bleibt gleich.', 'Sie verdoppelt sich.', 'Sie sinkt um etwa 30 %.'],
      'Bei 60° Querneigung ist das Lastvielfache 2; die Überziehgeschwindigkeit steigt mit der Wurzel daraus, also um den Faktor 1,41.',
    ],
    [
      '081.02',
      'Wie hängt der Auftrieb von der Fluggeschwindigkeit ab (bei gleichem Anstellwinkel)?',
      [
        'Er steigt mit dem Quadrat der Geschwindigkeit.',
        'Er steigt linear mit der Geschwindigkeit.',
        'Er ist unabhängig von der Geschwindigkeit.',
        'Er sinkt mit steigender Geschwindigkeit.',
      ],
      'Auftrieb = ½ · ρ · v² · S · cA: doppelte Geschwindigkeit ergibt vierfachen Auftrieb.',
    ],
    [
      '081.03',
      'Was ist der induzierte Widerstand?',
      [
        'Der Widerstand, der durch die Erzeugung von Auftrieb (Randwirbel) entsteht und bei geringer Geschwindigkeit am größten ist',
        'Der Reibungswiderstand der Oberfläche',
        'Der Widerstand des Fahrwerks',
        'Der Widerstand, der mit der Geschwindigkeit immer zunimmt',
      ],
      'Der induzierte Widerstand entsteht durch den Druckausgleich an den Flügelenden; er nimmt mit sinkender Geschwindigkeit (größerem Anstellwinkel) zu.',
    ],
    [
      '081.04',
      'Wann reißt die Strömung an einem Tragflügel ab?',
      [
        'Wenn der kritische Anstellwinkel überschritten wird, unabhängig von Geschwindigkeit und Fluglage',
        'Nur wenn die Geschwindigkeit unter die im Handbuch genannte Überziehgeschwindigkeit fällt',
        'Nur im Steigflug',
        'Wenn die Querneigung 30° überschreitet',
      ],
      'Die Strömung reißt beim kritischen Anstellwinkel ab; die Überziehgeschwindigkeit ändert sich mit Masse, Lastvielfachem und Klappenstellung.',
    ],
    [
      '081.05',
      'Was bewirken ausgefahrene Landeklappen?',
      [
        'Höheren Auftriebsbeiwert und höheren Widerstand; die Überziehgeschwindigkeit sinkt.',
        'Weniger Widerstand und eine höhere Überziehgeschwindigkeit',
        'Nur mehr Widerstand, der Auftrieb bleibt gleich',
        'Eine Verlagerung des Schwerpunkts nach vorne',
      ],
      'Klappen vergrößern Wölbung (und teils Fläche): mehr Auftrieb bei gleicher Geschwindigkeit, also langsameres Fliegen, aber auch mehr Widerstand.',
    ],
  ],
  90: [
    [
      '090.01',
      'Wie wird der Buchstabe Q im Flugfunk buchstabiert?',
      ['Quebec', 'Queen', 'Quelle', 'Quintus'],
      'Das ICAO-Buchstabieralphabet: … Papa, Quebec, Romeo …',
    ],
    [
      '090.02',
      'Was bedeutet „WILCO“?',
      [
        'Ihre Nachricht verstanden, ich werde sie befolgen.',
        'Wiederholen Sie Ihre Nachricht.',
        'Ich habe Ihre Nachricht nur empfangen.',
        'Warten Sie, ich rufe zurück.',
      ],
      '„WILCO“ (will comply) heißt: verstanden und wird ausgeführt. „ROGER“ heißt nur: Nachricht vollständig empfangen.',
    ],
    [
      '090.03',
      'Welches ist die internationale Notfrequenz im VHF-Flugfunk?',
      ['121,500 MHz', '118,000 MHz', '122,800 MHz', '123,450 MHz'],
      'Auf 121,500 MHz wird ständig gehört; sie ist Notfällen vorbehalten.',
    ],
    [
      '090.04',
      'Mit welchem Ruf beginnt eine Notmeldung (Luftnotlage)?',
      ['MAYDAY, dreimal', 'PAN PAN, dreimal', 'SECURITÉ, dreimal', 'EMERGENCY, zweimal'],
      'MAYDAY kennzeichnet eine Notlage mit unmittelbarer Gefahr, PAN PAN eine Dringlichkeitsmeldung.',
    ],
    [
      '090.05',
      'Welche Teile einer Freigabe muss ein Pilot immer zurücklesen?',
      [
        'Unter anderem Pisten-Freigaben, Höhenmessereinstellung, Transpondercode und Höhenanweisungen',
        'Nur den Transpondercode',
        'Nichts, ein „Roger“ genügt immer',
        'Nur die Windangabe',
      ],
      'Sicherheitsrelevante Teile (Freigaben zum Rollen auf, Starten von, Landen auf oder Kreuzen einer Piste, Höhen, Kurse, Geschwindigkeiten, QNH, Transpondercode) werden zurückgelesen.',
    ],
  ],
};

/** The bank as questions to write: the correct answer moves through the four positions, question by question. */
export function demoQuestions(): QuestionInput[] {
  return Object.entries(BANK).flatMap(([subject, written]) =>
    written.map(([learningObjective, text, [correct, ...wrong], explanation], index): QuestionInput => {
      const answers = wrong.map((answer) => ({ text: answer, correct: false }));
      answers.splice((Number(subject) / 10 + index) % 4, 0, { text: correct, correct: true });
      return { subject: Number(subject) as Subject, learning_objective: learningObjective, text, explanation, answers };
    }),
  );
}
