import type { ReactNode } from 'react';

export type MapMarkerKind = 'airport' | 'aircraft';

/** A point on the map: an airport or an aircraft, drawn as a labelled pin that opens its popup. */
export interface MapMarker {
  id: string;
  kind: MapMarkerKind;
  longitude: number;
  latitude: number;
  /** Short text on the pin: an ident or a registration. */
  label: string;
  /** The pin's accessible name, with what matters besides the label (status, time). */
  description: string;
  /** The symbol's colour: a theme path such as 'success.main' or a CSS colour; the primary colour by default. */
  color?: string;
  /** Shown in a popup when the pin is chosen. */
  popup?: ReactNode;
}

/** A runway drawn above the base map from threshold to threshold ([longitude, latitude] pairs), to scale. */
export interface MapLine {
  id: string;
  coordinates: [number, number][];
  /** Its real width in metres: the line is drawn that wide once zoomed in. */
  widthMeters: number;
  /** Asphalt or concrete (grey) rather than grass, gravel or earth (green). */
  paved: boolean;
}

/** A flight track: its positions with altitudes (metres), drawn coloured by altitude. */
export interface MapTrack {
  coordinates: [number, number, number | null][];
  /** The position the pointer is at (on the profile or the line), marked on the map. */
  pointer?: number | null;
  /** Called with the position under the pointer on the line, and null when it leaves. */
  onPointer?: (index: number | null) => void;
}

export interface MapViewProps {
  markers: MapMarker[];
  lines?: MapLine[];
  track?: MapTrack;
  /** The map's accessible name. */
  label: string;
  /** Height of the map box; by default 320 px on phones and 480 px from md up. */
  height?: number | { xs: number; md: number };
  /** The closest zoom when fitting the markers and lines; one marker alone is shown at this zoom. */
  maxZoom?: number;
  /** The chosen marker (its popup is open), when the page keeps it, e.g. to choose from a list. */
  selectedId?: string | null;
  onSelect?: (id: string | null) => void;
  /** Shows the airports directory's airfields for the view, each opening this page when clicked. */
  airfieldPath?: (ident: string) => string;
}
