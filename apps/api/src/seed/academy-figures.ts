import { crc32, deflateSync } from 'node:zlib';

/**
 * Small original figures for a few demo questions, drawn here as PNG (nothing is taken from
 * elsewhere): a 60° bank, a mass on a lever arm and a VOR radial. Black lines on white, 320 × 200.
 */
const WIDTH = 320;
const HEIGHT = 200;
type Colour = readonly [number, number, number];
const INK: Colour = [33, 37, 41];
const ACCENT: Colour = [25, 118, 210];
const ALERT: Colour = [211, 47, 47];

class Canvas {
  readonly pixels = Buffer.alloc(WIDTH * HEIGHT * 3, 255);

  dot(x: number, y: number, radius: number, colour: Colour) {
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        const px = Math.round(x + dx);
        const py = Math.round(y + dy);
        if (dx * dx + dy * dy > radius * radius || px < 0 || py < 0 || px >= WIDTH || py >= HEIGHT) continue;
        this.pixels.set(colour, (py * WIDTH + px) * 3);
      }
    }
  }

  line(x1: number, y1: number, x2: number, y2: number, colour: Colour = INK, width = 1) {
    const steps = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1), 1) * 2;
    for (let i = 0; i <= steps; i++) this.dot(x1 + ((x2 - x1) * i) / steps, y1 + ((y2 - y1) * i) / steps, width, colour);
  }

  /** An arc around (x, y), angles in degrees clockwise from north. */
  arc(x: number, y: number, radius: number, from: number, to: number, colour: Colour = INK, width = 1) {
    for (let degree = from; degree <= to; degree += 0.5) {
      const [px, py] = polar(x, y, radius, degree);
      this.dot(px, py, width, colour);
    }
  }

  box(x: number, y: number, w: number, h: number, colour: Colour) {
    for (let py = y; py < y + h; py++) for (let px = x; px < x + w; px++) this.dot(px, py, 0, colour);
  }

  /** An arrow from (x1, y1) with its head at (x2, y2). */
  arrow(x1: number, y1: number, x2: number, y2: number, colour: Colour = INK) {
    this.line(x1, y1, x2, y2, colour, 1);
    const heading = (Math.atan2(x2 - x1, y1 - y2) * 180) / Math.PI;
    for (const side of [150, 210]) this.line(x2, y2, ...polar(x2, y2, 9, heading + side), colour, 1);
  }

  png(): Buffer {
    const rows = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
    for (let y = 0; y < HEIGHT; y++) this.pixels.copy(rows, y * (WIDTH * 3 + 1) + 1, y * WIDTH * 3, (y + 1) * WIDTH * 3);
    const header = Buffer.alloc(13);
    header.writeUInt32BE(WIDTH, 0);
    header.writeUInt32BE(HEIGHT, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function polar(x: number, y: number, radius: number, degree: number): [number, number] {
  const radians = (degree * Math.PI) / 180;
  return [x + radius * Math.sin(radians), y - radius * Math.cos(radians)];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** An aircraft seen from behind in a 60° bank to the right, the horizon and the angle between. */
function bankAngle(): Buffer {
  const c = new Canvas();
  c.line(10, 120, 310, 120, ACCENT, 1);
  const [rx, ry] = polar(160, 120, 110, 150);
  const [lx, ly] = polar(160, 120, 110, -30);
  c.line(lx, ly, rx, ry, INK, 2);
  c.dot(160, 120, 9, INK);
  c.line(...polar(160, 120, 9, 60), ...polar(160, 120, 30, 60), INK, 2);
  c.arc(160, 120, 70, 90, 150, ALERT, 1);
  return c.png();
}

/** A loading beam: the datum at the left, a mass at its arm, the arm measured below. */
function leverArm(): Buffer {
  const c = new Canvas();
  c.box(20, 100, 280, 6, INK);
  for (let i = 0; i < 20; i++) c.line(40 - i, 106 + i, 40 + i, 106 + i, INK, 0);
  c.line(40, 40, 40, 170, ACCENT, 0);
  c.box(210, 60, 50, 40, ALERT);
  c.arrow(235, 110, 235, 150, ALERT);
  c.arrow(40, 175, 235, 175, ACCENT);
  c.arrow(235, 175, 40, 175, ACCENT);
  return c.png();
}

/** A VOR's compass rose with the 060 radial drawn out from the station. */
function vorRadial(): Buffer {
  const c = new Canvas();
  c.arc(160, 100, 85, 0, 360, INK, 1);
  for (let degree = 0; degree < 360; degree += 10) {
    c.line(...polar(160, 100, degree % 30 === 0 ? 72 : 78, degree), ...polar(160, 100, 85, degree), INK, 0);
  }
  c.arrow(160, 100, ...polar(160, 100, 95, 60), ALERT);
  c.line(160, 100, ...polar(160, 100, 60, 0), ACCENT, 0);
  for (let i = 0; i < 3; i++) c.arc(160, 100, 4 + i * 3, 0, 360, ACCENT, 0);
  return c.png();
}

/** The figures by the learning objective of the demo question they belong to. */
export function demoFigures(): Map<string, Buffer> {
  return new Map([
    ['081.01', bankAngle()],
    ['031.02', leverArm()],
    ['062.05', vorRadial()],
  ]);
}
