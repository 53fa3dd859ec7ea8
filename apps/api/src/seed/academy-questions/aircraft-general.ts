import type { Written } from './written';

/** 20 Allgemeine Luftfahrzeugkenntnisse. */
export const aircraftGeneral: Written[] = [
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
  [
    '022.06',
    'Pitotrohr und Wasserablauf sind vereist, die statische Öffnung ist frei. Was zeigt der Fahrtmesser im Steigflug?',
    ['Eine steigende Fahrt, er arbeitet wie ein Höhenmesser.', 'Eine sinkende Fahrt.', 'Die richtige Fahrt.', 'Immer null.'],
    'Der eingeschlossene Gesamtdruck bleibt konstant, während der statische Druck im Steigflug sinkt: die Anzeige steigt mit der Höhe.',
  ],
  [
    '022.07',
    'Die statische Druckentnahme ist verstopft. Was zeigt der Höhenmesser im Sinkflug?',
    [
      'Die Höhe, in der die Verstopfung eintrat, unverändert',
      'Eine zu geringe Höhe',
      'Die richtige Höhe',
      'Eine schnell steigende Höhe',
    ],
    'Ohne neuen statischen Druck bleibt der Höhenmesser stehen; auch das Variometer zeigt dann null.',
  ],
  [
    '022.08',
    'Ein Flugzeug auf Ostkurs beschleunigt (Nordhalbkugel). Was zeigt der Magnetkompass vorübergehend?',
    ['Eine Drehung nach Norden', 'Eine Drehung nach Süden', 'Keinen Fehler', 'Ein Pendeln um 180°'],
    'Beschleunigungsfehler auf Ost- und Westkursen: beim Beschleunigen dreht die Anzeige nach Norden, beim Verzögern nach Süden.',
  ],
  [
    '022.09',
    'Auf welcher Kreiseleigenschaft beruht der künstliche Horizont?',
    ['Der Starrheit im Raum', 'Der Präzession', 'Der Erdanziehung allein', 'Dem Staudruck'],
    'Ein schnell drehender Kreisel behält seine Achslage im Raum bei; der Wendezeiger nutzt dagegen die Präzession.',
  ],
  [
    '022.10',
    'Was kennzeichnet der weiße Bogen auf dem Fahrtmesser?',
    [
      'Den Geschwindigkeitsbereich mit ausgefahrenen Landeklappen',
      'Den Vorsichtsbereich bei ruhiger Luft',
      'Den normalen Betriebsbereich',
      'Die Geschwindigkeit für bestes Steigen',
    ],
    'Weiß: Klappenbereich (VS0 bis VFE), grün: normaler Betrieb, gelb: nur bei ruhiger Luft, rote Linie: VNE.',
  ],
  [
    '022.11',
    'Was bedeutet die rote Linie auf dem Fahrtmesser?',
    [
      'Die Höchstgeschwindigkeit, die nie überschritten werden darf (VNE)',
      'Die Überziehgeschwindigkeit',
      'Die Höchstgeschwindigkeit mit Klappen',
      'Die Manövergeschwindigkeit',
    ],
    'VNE (never exceed speed) ist die absolute Höchstgeschwindigkeit; jenseits davon drohen Flattern und Strukturschäden.',
  ],
  [
    '021.12',
    'Warum magert der Pilot das Gemisch im Reiseflug in größerer Höhe ab?',
    [
      'Weil die Luft dünner wird und das Gemisch sonst zu fett ist',
      'Um den Motor zu kühlen',
      'Weil der Vergaser sonst vereist',
      'Um den Öldruck zu erhöhen',
    ],
    'Der Vergaser misst den Kraftstoff nach Volumen zu; in dünner Luft wird das Gemisch fetter. Abmagern nach Handbuch spart Kraftstoff und verhindert verrußte Kerzen.',
  ],
  [
    '021.13',
    'Bei welchen Bedingungen ist Vergaservereisung möglich?',
    [
      'Auch bei Außentemperaturen deutlich über 0 °C, wenn die Luft feucht ist, besonders bei reduzierter Leistung',
      'Nur bei Temperaturen unter 0 °C',
      'Nur in Wolken',
      'Nur bei Vollgas',
    ],
    'Im Vergaser kühlen Druckabfall und Verdunstung die Luft um bis zu etwa 20 °C ab; feuchte Luft kann so auch im Sommer Eis bilden, am ehesten bei gedrosseltem Motor.',
  ],
  [
    '021.14',
    'Was geschieht, wenn bei eisfreiem Vergaser die Vergaservorwärmung gezogen wird?',
    ['Die Drehzahl sinkt leicht.', 'Die Drehzahl steigt deutlich.', 'Der Motor stellt ab.', 'Nichts.'],
    'Warme Luft ist weniger dicht, das Gemisch wird fetter und die Leistung sinkt etwas. Steigt die Drehzahl danach wieder an, war Eis vorhanden.',
  ],
  [
    '021.15',
    'In welcher Reihenfolge laufen die Takte eines Viertakt-Ottomotors ab?',
    [
      'Ansaugen, Verdichten, Arbeiten, Ausstoßen',
      'Verdichten, Ansaugen, Arbeiten, Ausstoßen',
      'Ansaugen, Arbeiten, Verdichten, Ausstoßen',
      'Arbeiten, Ansaugen, Ausstoßen, Verdichten',
    ],
    'Nach Ansaugen und Verdichten zündet die Kerze das Gemisch (Arbeitstakt); danach werden die Abgase ausgestoßen.',
  ],
  [
    '021.16',
    'Warum haben Flugmotoren eine Doppelzündung?',
    [
      'Für mehr Sicherheit bei Ausfall einer Zündung und eine bessere Verbrennung',
      'Damit der Motor ohne Batterie anspringt',
      'Um Kraftstoff zu sparen, indem eine Zündung abgeschaltet wird',
      'Weil sie für Vergaservorwärmung nötig ist',
    ],
    'Zwei unabhängige Magnetzünder mit je einer Kerze pro Zylinder: fällt einer aus, läuft der Motor weiter; zwei Flammfronten verbrennen das Gemisch zudem schneller.',
  ],
  [
    '021.17',
    'Beim Magnetcheck fällt die Drehzahl beim Umschalten auf einen Magneten überhaupt nicht ab. Was kann das bedeuten?',
    [
      'Der Magnet lässt sich nicht mehr ausschalten, etwa weil das Massekabel unterbrochen ist.',
      'Alles ist in bester Ordnung.',
      'Die Zündkerzen sind verrußt.',
      'Der Vergaser ist vereist.',
    ],
    'Ein kleiner Drehzahlabfall ist normal. Ohne Abfall ist vermutlich ein Magnet dauerhaft scharf: Gefahr beim Durchdrehen des Propellers am Boden, Wartung verständigen.',
  ],
  [
    '021.18',
    'Welche Farbe hat Avgas 100LL?',
    ['Blau', 'Grün', 'Rot', 'Farblos'],
    'Avgas 100LL ist blau eingefärbt; Jet A-1 ist farblos bis strohgelb.',
  ],
  [
    '021.19',
    'Nach dem Anlassen zeigt der Öldruckmesser keinen Druck an. Was tun?',
    [
      'Den Motor nach der im Handbuch genannten Zeit (meist etwa 30 Sekunden) abstellen',
      'Mit erhöhter Drehzahl warmlaufen lassen',
      'Starten, der Druck kommt im Flug',
      'Öl nachfüllen und den Motor laufen lassen',
    ],
    'Ohne Öldruck wird der Motor nicht geschmiert und kann in kurzer Zeit schwer beschädigt werden.',
  ],
  [
    '021.20',
    'Im Flug zeigt das Amperemeter dauernd Entladung. Was ist wahrscheinlich und was ist zu tun?',
    [
      'Die Lichtmaschine ist ausgefallen: Verbraucher abschalten und den Flug bald beenden',
      'Der Motor wird gleich ausgehen: sofort notlanden',
      'Die Magnete sind defekt: auf einen Magneten umschalten',
      'Nichts, das ist normal',
    ],
    'Ohne Lichtmaschine versorgt nur noch die Batterie das Bordnetz; die Magnetzündung hält den Motor unabhängig davon in Gang.',
  ],
  [
    '021.21',
    'Ein Sicherungsautomat ist im Flug herausgesprungen. Wie verhält sich der Pilot?',
    [
      'Ihn nach kurzer Abkühlzeit höchstens einmal wieder eindrücken',
      'Ihn festhalten, bis der Verbraucher wieder arbeitet',
      'Ihn mehrmals hintereinander eindrücken',
      'Den Hauptschalter dauerhaft ausschalten',
    ],
    'Ein wiederholt auslösender Automat weist auf einen Kurzschluss hin; erzwungenes Eindrücken kann einen Kabelbrand auslösen.',
  ],
  [
    '021.22',
    'Woraus besteht das Leitwerk eines Flugzeugs üblicher Bauart?',
    [
      'Aus Höhenleitwerk und Seitenleitwerk',
      'Aus Querrudern und Landeklappen',
      'Aus Tragflächen und Rumpf',
      'Aus Fahrwerk und Propeller',
    ],
    'Höhenflosse mit Höhenruder und Seitenflosse mit Seitenruder bilden das Leitwerk; Querruder sitzen an den Tragflächen.',
  ],
  [
    '021.23',
    'Wozu dient die Trimmung?',
    [
      'Um die Steuerkräfte in einer gewünschten Fluglage auszugleichen',
      'Um das Flugzeug um die Längsachse zu rollen',
      'Um die Überziehgeschwindigkeit zu senken',
      'Um das Flugzeug am Boden zu lenken',
    ],
    'Ein Trimmruder oder eine Federtrimmung nimmt dem Piloten die Dauerkraft am Steuer ab; gesteuert wird weiterhin mit den Rudern.',
  ],
  [
    '021.24',
    'Was regelt der Propellerregler eines Verstellpropellers (constant speed)?',
    [
      'Er hält die eingestellte Drehzahl durch Verstellen des Blattwinkels konstant.',
      'Er hält den Ladedruck konstant.',
      'Er regelt das Gemisch.',
      'Er verhindert Vergaservereisung.',
    ],
    'Mit dem Propellerhebel wählt der Pilot die Drehzahl, der Regler passt den Blattwinkel an; die Leistung zeigt dann der Ladedruckmesser.',
  ],
];
