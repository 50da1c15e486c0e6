import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n';

const OFFLINE = msg`You are offline. Nothing new can load or be sent until the connection is back; what you see may be out of date.`;

/**
 * The installable app, started once the page has loaded (main.tsx): its service worker (built to /app/sw.js by
 * tools/pwa-plugin.ts), and a notice while the device is offline, above every screen, in the language shown.
 */
export function startPwa(base: string): void {
  if ('serviceWorker' in navigator) navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => undefined);
  showWhileOffline();
}

/**
 * A live region that holds the notice only while offline, so a screen reader reads it when the connection drops;
 * plain DOM rather than React, so it works whatever the screen below renders (an error page included).
 */
function showWhileOffline(): void {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  notice.id = 'offline-notice';
  notice.style.cssText =
    'position:sticky;top:0;z-index:1000;padding:8px 16px;background:#fff3bf;color:#212529;border-bottom:1px solid #e8c700;font:14px/1.4 system-ui,sans-serif;text-align:center';
  const update = () => {
    notice.textContent = navigator.onLine ? '' : i18n._(OFFLINE);
    notice.style.display = navigator.onLine ? 'none' : 'block';
  };
  addEventListener('online', update);
  addEventListener('offline', update);
  i18n.on('change', update);
  update();
  document.body.prepend(notice);
}
