/**
 * The version of the terms of use and privacy notice in force (shown on the notice page, /app/privacy).
 * Change it when the texts change: every candidate and company is then asked to accept again before using the app.
 */
export const POLICY_VERSION = '2026-11-25';
