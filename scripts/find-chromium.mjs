import { existsSync } from 'node:fs';

/** The system Chromium (Debian's package); tests never download a browser of their own. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}
