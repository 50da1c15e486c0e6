/** Debian's Chromium (`apt-get install -y chromium`), which the browser suites drive when it is installed. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
