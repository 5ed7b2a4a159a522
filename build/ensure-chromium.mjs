// The browser suite needs Debian's Chromium. Where it is missing this installs it (root with apt-get);
// otherwise it stops with the exact instruction. It never lets the browser step skip silently.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const instruction =
  "Install Debian's Chromium with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH to a Chromium binary)";

if (!existsSync(path)) {
  const root = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (process.env.CHROMIUM_PATH || !root || !hasApt) {
    console.error(`browser tests: no Chromium at ${path}. ${instruction}`);
    process.exit(1);
  }
  console.log("browser tests: installing Debian's chromium (apt-get)...");
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`browser tests: installing chromium failed. ${instruction}`);
    process.exit(1);
  }
  if (!existsSync(path)) {
    console.error(`browser tests: chromium installed but not at ${path}. ${instruction}`);
    process.exit(1);
  }
}
console.log(`browser tests: using ${path}`);
