// Debian's Chromium as the browser tests and the benchmarks launch it: the flags of chromium-args.json (nothing
// reaching for the network this machine does not have) and the browser's own pages that a test never sees switched off.
import { chromium } from 'playwright-core';
import chromiumArgs from './chromium-args.json' with { type: 'json' };

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium 156 draws the address bar's suggestion popups as web pages: every window, and so every test's context,
 * starts two renderer processes for them and runs their scripts. Off, a context that signs in and opens two pages
 * costs a third less CPU (bench/browser-context.ts, bench/README.md); no test looks at the address bar.
 */
const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE = '--disable-features=';

/** The launcher's disabled features and ours as one switch: Chromium keeps only the last `--disable-features` it is given. */
function disabledFeatures(launcherFlags: readonly string[]): string {
  const theirs = launcherFlags
    .filter((flag) => flag.startsWith(DISABLE))
    .flatMap((flag) => flag.slice(DISABLE.length).split(','));
  return DISABLE + [...new Set([...theirs, ...FEATURES_OFF])].filter(Boolean).join(',');
}

/**
 * The `args` for Playwright's launch and launchServer, which put them after its own flags. Playwright does not publish
 * the features it disables (they keep automation reliable: paint holding, storage partitioning, …), so they are read
 * off the command line of a first launch and kept in the one switch.
 */
export async function playwrightFlags(): Promise<string[]> {
  const probe = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: chromiumArgs.args });
  const launcherFlags = probe.process().spawnargs;
  await probe.close();
  return [...chromiumArgs.args, disabledFeatures(launcherFlags)];
}

/** The flags for chrome-launcher (Lighthouse) with its own defaults (`Launcher.defaultFlags()`); launch with `ignoreDefaultFlags`. */
export function chromeLauncherFlags(defaults: readonly string[]): string[] {
  return [...defaults.filter((flag) => !flag.startsWith(DISABLE)), ...chromiumArgs.args, disabledFeatures(defaults)];
}
