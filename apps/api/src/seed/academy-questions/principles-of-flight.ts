import type { Written } from './written';

/** 80 Grundlagen des Fluges. */
export const principlesOfFlight: Written[] = [
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
  [
    '081.06',
    'Was gibt die Gleitzahl eines Flugzeugs an?',
    [
      'Das Verhältnis von Auftrieb zu Widerstand und damit die Gleitstrecke je Höhenverlust',
      'Die höchste Geschwindigkeit im Sinkflug',
      'Das Lastvielfache im Gleitflug',
      'Die Sinkrate in Metern pro Sekunde',
    ],
    'Eine Gleitzahl von 10 bedeutet: aus 1 000 ft Höhe gleitet das Flugzeug ohne Wind etwa 10 000 ft weit.',
  ],
  [
    '081.07',
    'Was ist der Anstellwinkel?',
    [
      'Der Winkel zwischen der Profilsehne und der anströmenden Luft',
      'Der Winkel zwischen Längsachse und Horizont',
      'Der Winkel zwischen Tragfläche und Rumpf',
      'Der Winkel zwischen Flugbahn und Horizont',
    ],
    'Der Anstellwinkel bestimmt zusammen mit der Geschwindigkeit den Auftrieb; der Winkel zum Horizont ist die Längsneigung.',
  ],
  [
    '081.08',
    'Wozu dienen Vorflügel (Slats) an der Flügelvorderkante?',
    [
      'Sie verzögern den Strömungsabriss auf größere Anstellwinkel.',
      'Sie verringern den Widerstand im Reiseflug.',
      'Sie ersetzen die Querruder.',
      'Sie erhöhen die Stabilität um die Hochachse.',
    ],
    'Durch den Spalt strömt energiereiche Luft auf die Flügeloberseite und hält die Grenzschicht länger anliegend.',
  ],
  [
    '081.09',
    'Welches Lastvielfache entsteht in einer koordinierten Horizontalkurve mit 60° Schräglage?',
    ['2 g', '1,15 g', '1,5 g', '3 g'],
    'Das Lastvielfache ist 1 ÷ cos(Schräglage); bei 60° ergibt das 1 ÷ 0,5 = 2.',
  ],
  [
    '081.10',
    'Welchen Zweck hat die Schränkung (Verwindung) einer Tragfläche?',
    [
      'Die Strömung reißt zuerst an der Flügelwurzel ab, die Querruder bleiben länger wirksam.',
      'Sie erhöht die Reisegeschwindigkeit.',
      'Sie verringert das Gewicht der Tragfläche.',
      'Sie ersetzt die V-Stellung.',
    ],
    'Die Flügelspitzen fliegen mit etwas kleinerem Anstellwinkel; beim Überziehen bleibt das Flugzeug so um die Längsachse steuerbar.',
  ],
  [
    '081.11',
    'Wie ändert sich der induzierte Widerstand mit zunehmender Geschwindigkeit im Horizontalflug?',
    ['Er nimmt ab.', 'Er nimmt zu.', 'Er bleibt gleich.', 'Er hängt nur von der Masse ab, nicht von der Geschwindigkeit.'],
    'Bei höherer Fahrt genügt ein kleinerer Anstellwinkel, die Randwirbel werden schwächer. Der schädliche Widerstand wächst dagegen mit dem Quadrat der Geschwindigkeit.',
  ],
  [
    '081.12',
    'Warum „schwebt“ ein Flugzeug beim Abfangen dicht über der Piste oft länger als erwartet?',
    [
      'Im Bodeneffekt nimmt der induzierte Widerstand ab.',
      'Die Luft am Boden ist wärmer.',
      'Der Propeller erzeugt am Boden mehr Schub.',
      'Der Schwerpunkt verlagert sich nach hinten.',
    ],
    'In einer Höhe unter etwa einer Spannweite behindert der Boden die Randwirbel; der Widerstand sinkt und das Flugzeug verliert langsamer Fahrt.',
  ],
  [
    '081.13',
    'Welche Kräfte sind im unbeschleunigten Horizontalflug im Gleichgewicht?',
    [
      'Auftrieb und Gewicht sowie Schub und Widerstand',
      'Auftrieb und Schub sowie Gewicht und Widerstand',
      'Nur Auftrieb und Widerstand',
      'Keine, sonst würde das Flugzeug stehen bleiben',
    ],
    'Im gleichförmigen Geradeausflug heben sich die vier Kräfte paarweise auf; jede Änderung führt zu Steigen, Sinken, Beschleunigen oder Verzögern.',
  ],
  [
    '081.14',
    'Was ist das negative Wendemoment beim Querrudereinsatz?',
    [
      'Das Flugzeug giert zunächst entgegen der gewünschten Kurvenrichtung.',
      'Das Flugzeug nickt beim Rollen nach unten.',
      'Das Flugzeug rollt entgegen dem Querruderausschlag.',
      'Der Motor verliert beim Rollen Leistung.',
    ],
    'Das nach unten ausgeschlagene Querruder an der steigenden Fläche erzeugt mehr Widerstand; Seitenruder in Kurvenrichtung gleicht das aus.',
  ],
  [
    '081.15',
    'Wo muss der Schwerpunkt liegen, damit ein Flugzeug um die Querachse stabil ist?',
    [
      'Vor dem Neutralpunkt',
      'Hinter dem Neutralpunkt',
      'Genau im Neutralpunkt',
      'Über der Tragfläche, unabhängig vom Neutralpunkt',
    ],
    'Liegt der Schwerpunkt vor dem Neutralpunkt, dreht eine Störung im Anstellwinkel das Flugzeug von selbst zurück; der Abstand dazwischen ist das Stabilitätsmaß.',
  ],
  [
    '081.16',
    'Wozu dient die V-Stellung der Tragflächen?',
    [
      'Zur Stabilität um die Längsachse',
      'Zur Stabilität um die Querachse',
      'Zu höherer Reisegeschwindigkeit',
      'Zu kürzerer Startstrecke',
    ],
    'Schiebt das Flugzeug nach einer Störung seitlich, erhält die hängende Fläche mehr Anstellwinkel und richtet das Flugzeug wieder auf.',
  ],
  [
    '081.17',
    'Welches Bauteil sorgt vor allem für die Stabilität um die Hochachse (Richtungsstabilität)?',
    ['Die Seitenflosse', 'Die Höhenflosse', 'Die Querruder', 'Die Landeklappen'],
    'Wie bei einer Wetterfahne dreht die Seitenflosse das Flugzeug nach einer Störung wieder in die Anströmung.',
  ],
  [
    '081.18',
    'Um welche Achse dreht sich ein Flugzeug bei einem Querruderausschlag?',
    ['Um die Längsachse (Rollen)', 'Um die Querachse (Nicken)', 'Um die Hochachse (Gieren)', 'Um keine, es steigt nur'],
    'Querruder: Rollen um die Längsachse; Höhenruder: Nicken um die Querachse; Seitenruder: Gieren um die Hochachse.',
  ],
  [
    '081.19',
    'Welche Bewegung steuert das Höhenruder?',
    ['Das Nicken um die Querachse', 'Das Rollen um die Längsachse', 'Das Gieren um die Hochachse', 'Die Drehzahl des Motors'],
    'Über das Höhenruder verändert der Pilot die Längsneigung und damit den Anstellwinkel.',
  ],
  [
    '081.20',
    'Wie wird ein Trudeln in der Regel ausgeleitet (wenn das Flughandbuch nichts anderes sagt)?',
    [
      'Leerlauf, Querruder neutral, Seitenruder voll gegen die Drehrichtung, dann Höhenruder nachdrücken',
      'Vollgas und Höhenruder ziehen',
      'Querruder gegen die Drehrichtung voll ausschlagen',
      'Klappen ausfahren und abwarten',
    ],
    'Das Seitenruder stoppt die Drehung, das Nachdrücken verkleinert den Anstellwinkel, bis die Strömung wieder anliegt; danach behutsam abfangen.',
  ],
  [
    '081.21',
    'Ein Flugzeug hat einen von hinten gesehen rechtsdrehenden Propeller. In welche Richtung zieht es beim Startlauf?',
    ['Nach links', 'Nach rechts', 'Gar nicht', 'Nach oben'],
    'Propellerdrall am Seitenleitwerk, asymmetrische Blattanströmung und Reaktionsmoment lassen es nach links ziehen; der Pilot gleicht mit rechtem Seitenruder aus.',
  ],
  [
    '081.22',
    'Ein Flugzeug hat eine Gleitzahl von 1:10 und fliegt 3 000 ft über Grund. Wie weit gleitet es ohne Wind ungefähr?',
    ['Etwa 5 NM', 'Etwa 3 NM', 'Etwa 10 NM', 'Etwa 30 NM'],
    '3 000 ft × 10 = 30 000 ft, das sind rund 9 km oder knapp 5 NM.',
  ],
  [
    '081.23',
    'Wie ändert sich die Manövergeschwindigkeit VA, wenn das Flugzeug leichter ist?',
    ['Sie sinkt.', 'Sie steigt.', 'Sie bleibt gleich.', 'Sie entfällt.'],
    'Ein leichteres Flugzeug erreicht das höchstzulässige Lastvielfache schon bei geringerer Fahrt; die angegebene VA gilt für die Höchstmasse.',
  ],
  [
    '081.24',
    'Was besagt das Gesetz von Bernoulli für eine Strömung?',
    [
      'Wo die Geschwindigkeit steigt, sinkt der statische Druck.',
      'Wo die Geschwindigkeit steigt, steigt auch der statische Druck.',
      'Druck und Geschwindigkeit hängen nicht zusammen.',
      'Die Temperatur bleibt in jeder Strömung gleich.',
    ],
    'Der Gesamtdruck (statischer Druck plus Staudruck) bleibt gleich; über der gewölbten Oberseite ist die Strömung schneller und der Druck niedriger.',
  ],
];
