import type { Written } from './written';

/** 50 Meteorologie. */
export const meteorology: Written[] = [
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
  [
    '050.06',
    'Was ist eine Inversion?',
    [
      'Eine Luftschicht, in der die Temperatur mit der Höhe zunimmt',
      'Eine Luftschicht, in der die Temperatur besonders schnell abnimmt',
      'Ein Gebiet tiefen Luftdrucks',
      'Ein plötzlicher Winddreher am Boden',
    ],
    'Inversionen sind sehr stabil; darunter sammeln sich Dunst, Rauch und Nebel, die Sicht ist oft schlecht.',
  ],
  [
    '050.07',
    'Um wie viel kühlt ungesättigte Luft beim Aufsteigen ab (trockenadiabatisch)?',
    ['Etwa 1 °C je 100 m', 'Etwa 0,6 °C je 100 m', 'Etwa 2 °C je 100 m', 'Gar nicht'],
    'Ungesättigte Luft kühlt um rund 1 °C je 100 m (3 °C je 1 000 ft) ab; gesättigte Luft wegen der frei werdenden Kondensationswärme weniger.',
  ],
  [
    '050.08',
    'Was ist der Taupunkt?',
    [
      'Die Temperatur, auf die Luft abkühlen muss, damit sie mit Wasserdampf gesättigt ist',
      'Die Temperatur, bei der Wasser gefriert',
      'Die höchste Temperatur des Tages',
      'Der Luftdruck, bei dem sich Wolken bilden',
    ],
    'Je näher Temperatur und Taupunkt beieinander liegen (kleiner Spread), desto eher bilden sich Nebel oder tiefe Wolken.',
  ],
  [
    '050.09',
    'Unter welchen Bedingungen bildet sich am ehesten Strahlungsnebel?',
    [
      'In einer klaren, fast windstillen Nacht mit feuchter Luft',
      'Bei starkem Wind und Bewölkung',
      'Am Nachmittag bei Sonnenschein',
      'Nur über dem offenen Meer',
    ],
    'Der Boden strahlt bei klarem Himmel Wärme ab und kühlt die bodennahe Luft bis zum Taupunkt; Wind würde die Schicht durchmischen.',
  ],
  [
    '050.10',
    'Wie entsteht Advektionsnebel?',
    [
      'Warme, feuchte Luft strömt über eine kältere Oberfläche.',
      'Kalte Luft strömt über warmes Wasser.',
      'Der Boden kühlt nachts bei Windstille aus.',
      'Luft steigt an einem Hang auf.',
    ],
    'Advektionsnebel kann sich auch bei Wind bilden und über große Gebiete ziehen, etwa an Küsten oder über Schnee.',
  ],
  [
    '050.11',
    'Welches Wetter ist typisch für den Durchgang einer Kaltfront?',
    [
      'Schauer oder Gewitter, böiger Wind und Winddrehung, danach gute Sicht',
      'Lang anhaltender Landregen und tiefe Schichtwolken',
      'Nebel und Windstille',
      'Wolkenloser Himmel ohne Windänderung',
    ],
    'An der Kaltfront hebt kalte Luft die warme rasch an; es entstehen Quellwolken. Nach dem Durchgang klart es oft auf, die Sicht wird sehr gut.',
  ],
  [
    '050.12',
    'In welcher Reihenfolge ziehen die Wolken vor einer Warmfront auf?',
    [
      'Cirrus, Cirrostratus, Altostratus, Nimbostratus',
      'Cumulus, Cumulonimbus, Cirrus, Stratus',
      'Nimbostratus, Altostratus, Cirrus, Cumulus',
      'Stratus, Cumulus, Cirrus, Altocumulus',
    ],
    'Die warme Luft gleitet flach auf die kalte auf; die Bewölkung wird stetig tiefer und dichter, bis Landregen aus Nimbostratus fällt.',
  ],
  [
    '050.13',
    'In welchem Stadium eines Gewitters herrschen Auf- und Abwinde zugleich, mit Starkniederschlag und Böen am Boden?',
    ['Im Reifestadium', 'Im Cumulusstadium', 'Im Auflösungsstadium', 'In keinem, Abwinde gibt es nur im Auflösungsstadium'],
    'Im Cumulusstadium überwiegen Aufwinde, im Reifestadium kommen kräftige Abwinde mit Niederschlag und Böenfront hinzu, im Auflösungsstadium überwiegen Abwinde.',
  ],
  [
    '050.14',
    'Welchen Abstand sollte man mit einem Kleinflugzeug zu einem Gewitter mindestens halten?',
    ['Etwa 10 NM', 'Etwa 1 NM', 'Es genügt, unter der Wolke zu bleiben', 'Etwa 500 m'],
    'Hagel, Böen, Turbulenz und Blitzschlag reichen weit über die sichtbare Wolke hinaus; unter einem Gewitter drohen starke Abwinde.',
  ],
  [
    '050.15',
    'Wie weht der Wind auf der Nordhalbkugel um ein Tiefdruckgebiet?',
    ['Gegen den Uhrzeigersinn', 'Im Uhrzeigersinn', 'Direkt in das Zentrum hinein, ohne Drehung', 'Vom Zentrum nach außen'],
    'Die Corioliskraft lenkt die Strömung auf der Nordhalbkugel nach rechts ab: um ein Tief gegen, um ein Hoch mit dem Uhrzeigersinn.',
  ],
  [
    '050.16',
    'Ein Pilot steht (Nordhalbkugel) mit dem Rücken zum Wind. Wo liegt das Tief?',
    ['Links vorne', 'Rechts hinten', 'Direkt hinter ihm', 'Direkt vor ihm'],
    'Nach dem Barischen Windgesetz (Buys-Ballot) liegt das Tief bei Rückenwind links, das Hoch rechts.',
  ],
  [
    '050.17',
    'Wie unterscheidet sich der Bodenwind vom Wind in 2 000 ft (Nordhalbkugel)?',
    [
      'Er ist schwächer und nach links gedreht.',
      'Er ist stärker und nach rechts gedreht.',
      'Er ist schwächer und nach rechts gedreht.',
      'Er ist gleich.',
    ],
    'Die Reibung am Boden bremst den Wind; dadurch wird die Corioliskraft kleiner und der Wind weht schräg zum tieferen Druck hin.',
  ],
  [
    '050.18',
    'Was bedeutet „+TSRA“ in einem METAR?',
    [
      'Gewitter mit starkem Regen',
      'Leichter Regen mit Temperaturanstieg',
      'Gewitter in der Umgebung ohne Regen',
      'Starker Schneefall',
    ],
    'TS steht für Gewitter, RA für Regen, das Pluszeichen für starke Intensität; ein Minuszeichen stünde für leicht, VC für in der Umgebung.',
  ],
  [
    '050.19',
    'Was bedeutet die Bedeckungsangabe „BKN“?',
    ['5 bis 7 Achtel', '1 bis 2 Achtel', '3 bis 4 Achtel', '8 Achtel'],
    'FEW 1–2, SCT 3–4, BKN 5–7, OVC 8 Achtel; ab BKN spricht man von einer Hauptwolkenuntergrenze.',
  ],
  [
    '050.20',
    'Was bedeutet „TEMPO“ in einem TAF?',
    [
      'Vorübergehende Schwankungen, jeweils kürzer als eine Stunde und zusammen weniger als die Hälfte des Zeitraums',
      'Eine dauerhafte Änderung ab der angegebenen Zeit',
      'Eine Wahrscheinlichkeit von 30 %',
      'Eine Temperaturangabe',
    ],
    'Dauerhafte Änderungen kündigen BECMG oder FM an, Wahrscheinlichkeiten PROB30 oder PROB40.',
  ],
  [
    '050.21',
    'Welches Wetter bringt Föhn auf der Leeseite eines Gebirges?',
    [
      'Warme, trockene, böige Fallwinde mit guter Sicht',
      'Dauerregen und tiefe Wolken',
      'Nebel und Windstille',
      'Schneefall und Vereisung',
    ],
    'Im Luv regnet die Luft sich aus (Stau), im Lee sinkt sie trockenadiabatisch ab und erwärmt sich stark; im Lee ist mit Turbulenz zu rechnen.',
  ],
  [
    '050.22',
    'Worauf weisen linsenförmige Wolken (Altocumulus lenticularis) über Gebirgen hin?',
    [
      'Auf Leewellen, unter denen starke Turbulenz in Rotoren auftreten kann',
      'Auf ruhige, stabile Luft ohne Turbulenz',
      'Auf ein nahendes Gewitter',
      'Auf Bodennebel',
    ],
    'Leewellen können kräftige Auf- und Abwinde erzeugen; die Rotoren unter den Wellenbergen sind gefährlich turbulent.',
  ],
  [
    '050.23',
    'Welcher Niederschlag führt in kürzester Zeit zu starkem Klareis am Flugzeug?',
    ['Gefrierender Regen (FZRA)', 'Schnee (SN)', 'Hagel (GR)', 'Sprühregen bei +10 °C'],
    'Unterkühlte Regentropfen gefrieren beim Auftreffen und fließen dabei breit; VFR-Flieger verlassen ein solches Gebiet sofort, meist in wärmere Luft.',
  ],
  [
    '050.24',
    'Welche Wolken zeigen labile Schichtung und Thermik an?',
    ['Cumulus', 'Stratus', 'Cirrostratus', 'Nimbostratus'],
    'Quellwolken entstehen über aufsteigender Warmluft; in ihrer Nähe ist es unruhig. Schichtwolken weisen auf stabile Luft hin.',
  ],
];
