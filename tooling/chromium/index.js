// One place for how every tool here drives Chromium: Debian's package (apt), never a downloaded build.
// The flags keep it from calling home: on these machines outside connections are refused.

/** Path of the Chromium binary (`CHROMIUM_PATH` overrides). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch flags for headless runs as root in a sandboxed CI machine. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
