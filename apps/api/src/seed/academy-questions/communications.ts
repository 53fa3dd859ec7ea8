import type { Written } from './written';

/** 90 Kommunikation. */
export const communications: Written[] = [
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
  [
    '090.06',
    'Wie darf das Rufzeichen D-EABC abgekürzt werden?',
    ['D-BC, also „Delta Bravo Charlie“', 'D-EA', 'ABC', 'D-EABC darf nie abgekürzt werden'],
    'Abgekürzt werden der erste Buchstabe und mindestens die letzten zwei Zeichen des Kennzeichens.',
  ],
  [
    '090.07',
    'Wann darf ein Pilot sein Rufzeichen abkürzen?',
    [
      'Erst nachdem die Bodenfunkstelle es selbst abgekürzt hat',
      'Immer, sobald er die Frequenz kennt',
      'Nur beim Erstanruf',
      'Nur in Notfällen',
    ],
    'Die Bodenstelle kürzt erst ab, wenn keine Verwechslung mit ähnlichen Rufzeichen droht; der Pilot folgt ihr.',
  ],
  [
    '090.08',
    'Was bedeutet „STANDBY“?',
    ['Warten Sie, ich rufe Sie.', 'Sie dürfen starten.', 'Funkverbindung beendet.', 'Wiederholen Sie Ihre Meldung.'],
    '„STANDBY“ ist weder Zustimmung noch Ablehnung; der Pilot wartet, bis er gerufen wird.',
  ],
  [
    '090.09',
    'Was bedeutet „AFFIRM“?',
    ['Ja', 'Nein', 'Wiederholen Sie', 'Verstanden, wird ausgeführt'],
    '„AFFIRM“ heißt ja, „NEGATIVE“ heißt nein, nicht erlaubt oder nicht richtig.',
  ],
  [
    '090.10',
    'Mit welchem Ausdruck bittet man um Wiederholung einer Meldung?',
    ['SAY AGAIN', 'REPEAT', 'CONFIRM', 'ROGER'],
    '„SAY AGAIN“ bittet um Wiederholung; „CONFIRM“ fragt nach einer Bestätigung. „REPEAT“ wird im Sprechfunk nicht dafür verwendet.',
  ],
  [
    '090.11',
    'Ein Pilot bemerkt, dass er sich in seiner Meldung versprochen hat. Welches Wort leitet die Berichtigung ein?',
    ['CORRECTION', 'NEGATIVE', 'DISREGARD', 'I SAY AGAIN'],
    '„CORRECTION“: ein Fehler wurde gemacht, richtig ist … „DISREGARD“ heißt: Meldung nicht beachten.',
  ],
  [
    '090.12',
    'Wie wird eine Höhe von 2 500 ft im Sprechfunk auf Englisch ausgesprochen?',
    ['Two thousand five hundred', 'Two five zero zero', 'Twenty-five hundred', 'Two point five'],
    'Runde Hunderter und Tausender werden mit „hundred“ und „thousand“ gesprochen, andere Zahlen Ziffer für Ziffer.',
  ],
  [
    '090.13',
    'Wie wird die Uhrzeit im Flugfunk angegeben?',
    [
      'In UTC, meist nur die Minuten, bei Verwechslungsgefahr mit Stunde',
      'In Ortszeit mit Stunde und Minute',
      'In UTC mit Sekunden',
      'Gar nicht, Zeiten werden nie gefunkt',
    ],
    '„Estimating Kilo at 35“ meint 35 Minuten nach der vollen Stunde; ist die Stunde unklar, wird sie dazu genannt.',
  ],
  [
    '090.14',
    'Ein Fluggast erkrankt, das Flugzeug ist aber nicht in Gefahr. Welche Meldung passt?',
    [
      'Eine Dringlichkeitsmeldung mit PAN PAN',
      'Eine Notmeldung mit MAYDAY',
      'Eine Sicherheitsmeldung mit SECURITÉ',
      'Keine, das ist kein Fall für den Funk',
    ],
    'PAN PAN meldet eine dringende Lage, die die Sicherheit eines Luftfahrzeugs oder einer Person an Bord betrifft, ohne unmittelbare Gefahr.',
  ],
  [
    '090.15',
    'Was enthält eine Notmeldung nach dem dreimaligen MAYDAY?',
    [
      'Angerufene Stelle, Rufzeichen, Art der Notlage, Absicht, Position, Höhe und Kurs',
      'Nur das Rufzeichen',
      'Nur die Position',
      'Den Flugplan und die Zahl der Fluggäste',
    ],
    'Nach MAYDAY folgen, soweit möglich: die angerufene Stelle, das eigene Rufzeichen, die Art der Notlage, die Absicht des Piloten, Position, Höhe und Kurs sowie weitere nützliche Angaben.',
  ],
  [
    '090.16',
    'Welchen Transpondercode rastet ein Pilot bei Funkausfall?',
    ['7600', '7700', '7500', '2000'],
    'Mit 7600 sieht die Flugsicherung den Funkausfall auf dem Radar; der Pilot bleibt in Sichtflugbedingungen und landet am nächsten geeigneten Flugplatz.',
  ],
  [
    '090.17',
    'Ein Pilot vermutet, dass sein Empfänger ausgefallen ist, der Sender aber arbeitet. Was tut er?',
    [
      'Er sendet seine Meldungen mit dem Zusatz „TRANSMITTING BLIND“ zweimal.',
      'Er schaltet das Funkgerät aus.',
      'Er wechselt auf eine beliebige Frequenz.',
      'Er sendet nichts mehr.',
    ],
    'Blindsendungen geben der Bodenstelle die Absichten des Piloten, auch wenn er keine Antwort hört.',
  ],
  [
    '090.18',
    'Was bedeutet die Lesbarkeit 5 auf der Lesbarkeitsskala?',
    ['Einwandfrei lesbar', 'Unlesbar', 'Zeitweise lesbar', 'Lesbar, aber mit Schwierigkeiten'],
    'Die Skala reicht von 1 (unlesbar) über 2 (zeitweise lesbar), 3 (mit Schwierigkeiten lesbar) und 4 (lesbar) bis 5 (einwandfrei lesbar).',
  ],
  [
    '090.19',
    'In welchem Frequenzbereich liegt der VHF-Flugfunk?',
    ['118 bis 137 MHz', '108 bis 118 MHz', '190 bis 1 750 kHz', '960 bis 1 215 MHz'],
    'Der Sprechfunk nutzt 118,000 bis 136,975 MHz; darunter liegen VOR und ILS, im Kilohertzbereich die NDB, um 1 000 MHz das DME.',
  ],
  [
    '090.20',
    'Wovon hängt die Reichweite einer VHF-Funkverbindung hauptsächlich ab?',
    [
      'Von der Flughöhe, da sich VHF nahezu geradlinig wie Licht ausbreitet',
      'Von der Tageszeit, da VHF nachts an der Ionosphäre reflektiert wird',
      'Nur von der Sendeleistung des Flugzeugs',
      'Von der Außentemperatur',
    ],
    'VHF reicht etwa bis zum Funkhorizont; je höher das Flugzeug, desto weiter. Berge schatten das Signal ab.',
  ],
  [
    '090.21',
    'Was bedeutet die Angabe „QDM“?',
    [
      'Den missweisenden Kurs zur Peilstation ohne Wind',
      'Den rechtweisenden Kurs von der Station weg',
      'Die Höhenmessereinstellung für die Platzhöhe',
      'Die Entfernung zur Station',
    ],
    'QDM ist der missweisende Steuerkurs zur Station bei Windstille, QDR das missweisende Radial von der Station weg.',
  ],
  [
    '090.22',
    'Warum nennt der Pilot beim Erstanruf den Kennbuchstaben der ATIS?',
    [
      'Damit die Bodenstelle weiß, dass er die aktuellen Informationen kennt',
      'Weil sonst die Frequenz wechselt',
      'Um sein Rufzeichen abzukürzen',
      'Weil die ATIS damit abgeschaltet wird',
    ],
    'Die ATIS sendet Wetter, Piste und Hinweise des Flugplatzes mit einem Kennbuchstaben, der sich bei jeder Änderung fortschaltet.',
  ],
  [
    '090.23',
    'Was tut ein Pilot auf die Anweisung „SQUAWK IDENT“?',
    [
      'Er drückt die IDENT-Taste am Transponder.',
      'Er rastet den Code 7000.',
      'Er nennt sein Rufzeichen.',
      'Er schaltet den Transponder aus.',
    ],
    'Mit IDENT hebt der Transponder das Ziel für einige Sekunden auf dem Radarschirm hervor; den Code lässt er unverändert.',
  ],
  [
    '090.24',
    'Welches Sprechfunkzeugnis erlaubt in Deutschland den VFR-Sprechfunk auf Deutsch und Englisch?',
    ['Das BZF I', 'Das BZF II', 'Das Seefunkzeugnis SRC', 'Kein Zeugnis, die Lizenz genügt'],
    'Das BZF II gilt nur für den VFR-Sprechfunk auf Deutsch, das BZF I zusätzlich auf Englisch; das AZF schließt auch den IFR-Sprechfunk ein.',
  ],
];
